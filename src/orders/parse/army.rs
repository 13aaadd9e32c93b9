//! The army's orders: applying to a regiment (optionally buying a rank), buying a rank,
//! horses and a groom, volunteering for the campaign, asking to be excused duty, petitioning
//! for a substitution and seeking an appointment.
//!
//! Regiments are matched by every name the rule documents give them: the English name of
//! Regimental Table A (with or without "The", "Regiment"), its id (`69th_arquebusiers`), short
//! forms ("the 69th", "Foot Guards"), 003's Spanish names, other spellings and abbreviations
//! (`GR`, `MDR`).

use super::action::Draft;
use super::lex::{PErr, PResult, one_of, punct, small_number, sp};
use crate::orders::names::fold;
use crate::orders::{Action, Decision, FavourUse, MonthlyOrder, Say, Volunteer};
use crate::tables::regiments::regiment as regiment_row;
use crate::vocab::{Rank, Regiment};
use nom::Parser;
use nom::branch::alt;
use nom::combinator::opt;
use std::sync::OnceLock;

/// Every folded name of every regiment, longest first.
fn regiment_names() -> &'static [(String, Regiment)] {
    static NAMES: OnceLock<Vec<(String, Regiment)>> = OnceLock::new();
    NAMES.get_or_init(|| {
        let mut out: Vec<(String, Regiment)> = Vec::new();
        let mut add = |name: &str, r: Regiment| {
            let f = fold(name);
            if !f.is_empty() && !out.iter().any(|(n, _)| *n == f) {
                out.push((f, r));
            }
        };
        for r in Regiment::ALL.iter().copied() {
            let english = r.name();
            add(english, r);
            add(&r.id().replace('_', " "), r);
            add(r.id(), r);
            let bare = english.strip_prefix("The ").unwrap_or(english);
            add(bare, r);
            add(bare.trim_end_matches(" Regiment"), r);
            let row = regiment_row(r);
            add(&row.spanish_name, r);
            // "el 69º de Arcabuceros": the name with "de" and without "Regimiento".
            if let Some((number, rest)) = row.spanish_name.split_once(" Regimiento ") {
                add(&format!("{number} {rest}"), r);
                // "admito en el 4º al Teniente ...": the Spanish ordinal alone.
                if number.starts_with(|c: char| c.is_ascii_digit()) {
                    add(number, r);
                }
            }
            for a in &row.spanish_aliases {
                add(a, r);
            }
            if let Some(a) = &row.abbreviation {
                add(a, r);
            }
            // "the 69th", "el 69º".
            if let Some(number) = english
                .split(' ')
                .next()
                .filter(|w| w.starts_with(|c: char| c.is_ascii_digit()))
            {
                add(number, r);
                // "del 53": the number alone, where it is two digits (never a week's).
                let digits = number.trim_end_matches(|c: char| c.is_ascii_alphabetic());
                if digits.len() == 2 {
                    add(digits, r);
                }
            }
        }
        for (name, r) in [
            ("foot guards", Regiment::RoyalFootGuards),
            ("guards", Regiment::RoyalFootGuards),
            ("royal guards", Regiment::RoyalFootGuards),
            ("cardinals guards", Regiment::CardinalsGuard),
            ("kings musketeers", Regiment::KingsMusketeers),
            ("carabiniers", Regiment::QueensOwnCarabiniers),
            ("marines", Regiment::RoyalMarines),
            ("gascons", Regiment::Gascon),
            ("gascon regiment", Regiment::Gascon),
            ("frontier regiment", Regiment::Frontier),
            ("royal north highland borderers", Regiment::Rnhb),
            ("guardia real", Regiment::RoyalFootGuards),
            ("gascones", Regiment::Gascon),
            ("regimiento de frontera", Regiment::Frontier),
            ("frontera", Regiment::Frontier),
        ] {
            add(name, r);
        }
        out.sort_by_key(|(n, _)| std::cmp::Reverse(n.len()));
        out
    })
}

/// `regiment = [article] ["regiment" | "regimiento"] REGIMENT_NAME ["regiment"]`
pub fn regiment(input: &str) -> PResult<'_, Regiment> {
    let (i, _) = opt(one_of(&["the", "el", "la", "los", "las", "a", "un"])).parse(input)?;
    let (i, _) = opt(one_of(&[
        "regiment",
        "regimiento",
        "regimiento de",
        "regimiento del",
    ]))
    .parse(i)?;
    let i = sp(i);
    let (i, quoted) = match i.strip_prefix('"') {
        Some(r) => (r, true),
        None => (i, false),
    };
    for (name, r) in regiment_names() {
        if let Some(rest) = i.strip_prefix(name.as_str())
            && !rest.starts_with(char::is_alphanumeric)
        {
            let rest = if quoted {
                rest.strip_prefix('"').unwrap_or(rest)
            } else {
                rest
            };
            let (rest, _) = opt(one_of(&["regiment", "regimiento"])).parse(rest)?;
            return Ok((rest, *r));
        }
    }
    PErr::at(i).miss()
}

/// ```text
/// rank = "private" | "subaltern" | "captain" | "major" | "lieutenant-colonel" | "colonel"
///      | "brigadier-general" | "lieutenant-general" | "general" | "field marshal"
///      | "soldado" | "subalterno" | "alferez" | "capitan" | "comandante" | "teniente coronel"
///      | "coronel" | "general de brigada" | "teniente general" | "mariscal de campo"
/// ```
pub fn rank(input: &str) -> PResult<'_, Rank> {
    const RANKS: &[(&str, Rank)] = &[
        ("private", Rank::Private),
        ("private soldier", Rank::Private),
        ("common soldier", Rank::Private),
        ("soldado", Rank::Private),
        ("subaltern", Rank::Subaltern),
        ("lieutenant", Rank::Subaltern),
        ("subalterno", Rank::Subaltern),
        ("alferez", Rank::Subaltern),
        ("teniente", Rank::Subaltern),
        ("captain", Rank::Captain),
        ("captaincy", Rank::Captain),
        // The word as a phone spells it: "buy the captiancy".
        ("captiancy", Rank::Captain),
        ("captancy", Rank::Captain),
        ("captains commission", Rank::Captain),
        ("capitania", Rank::Captain),
        ("capitan", Rank::Captain),
        ("subalterns commission", Rank::Subaltern),
        ("lieutenancy", Rank::Subaltern),
        ("majority", Rank::Major),
        ("majors commission", Rank::Major),
        ("major", Rank::Major),
        ("comandante", Rank::Major),
        // 003's Spanish for Major ("la comisión de Mayor"); not "Mayor de Brigada", a post.
        ("mayor", Rank::Major),
        ("lieutenant-colonel", Rank::LieutenantColonel),
        ("lieutenant colonel", Rank::LieutenantColonel),
        ("teniente coronel", Rank::LieutenantColonel),
        ("colonel", Rank::Colonel),
        ("coronel", Rank::Colonel),
        ("brigadier-general", Rank::BrigadierGeneral),
        ("brigadier general", Rank::BrigadierGeneral),
        ("brigadier", Rank::BrigadierGeneral),
        ("general de brigada", Rank::BrigadierGeneral),
        ("lieutenant-general", Rank::LieutenantGeneral),
        ("lieutenant general", Rank::LieutenantGeneral),
        ("teniente general", Rank::LieutenantGeneral),
        ("general", Rank::General),
        ("field marshal", Rank::FieldMarshal),
        ("mariscal de campo", Rank::FieldMarshal),
    ];
    let (i, _) = opt(one_of(&["a", "an", "the", "un", "el", "my", "mi", "la"])).parse(input)?;
    let (r, (word, rank)) = super::lex::longest(i, RANKS.iter().copied())?;
    // ("Mayor de Brigada" is a post, not the rank.)
    if word == "mayor" && one_of(&["de brigada"])(r).is_ok() {
        return PErr::at(i).miss();
    }
    Ok((r, rank))
}

/// `rank_clause = ("as" | "como" | "with the rank of" | "con el grado de" | "buying the rank of" | ...) rank`
fn rank_clause(input: &str) -> PResult<'_, Rank> {
    let (rest, _) = one_of(&[
        "as",
        "as a",
        "as an",
        "como",
        "with the rank of",
        "at the rank of",
        "buying the rank of",
        "purchasing the rank of",
        "purchasing a commission as",
        "purchasing",
        "and purchase the rank of",
        "and buy the rank of",
        "and pay for the rank of",
        "and i pay for the rank of",
        "paying for the rank of",
        "and i buy the rank of",
        "buying a commission as",
        "buying",
        "and buy",
        "con el grado de",
        "con el rango de",
        "comprando el grado de",
        "comprando la comision de",
        "comprando una comision de",
        "comprando el empleo de",
        "buying a commission as a",
        "buying the commission of",
        "comprando el rango de",
        "y compro el grado de",
        "y compro el rango de",
        "y compro la comision de",
        "y compro una comision de",
        "and buy a commission as",
        "and buy the commission of",
        // "comprando la capitanía", "buying a captaincy".
        "comprando la",
        "comprando una",
        "comprando",
        "y compro la",
        "con la",
        "buying a",
        "buying the",
    ])(input)?;
    match rank(rest) {
        Ok(ok) => Ok(ok),
        Err(_) => PErr::expected(sp(rest), 0, Say::Rank).fail(),
    }
}

/// ```text
/// apply_regiment = apply_verb regiment [rank_clause]
///                | join_verb regiment [rank_clause]            (when a regiment follows)
/// apply_verb = "apply to" | "apply to join" | "apply for" | "enlist in" | "solicito ingreso en"
///            | "solicito el ingreso en" | "me alisto en" | ...
/// ```
pub fn apply_regiment(input: &str) -> PResult<'_, Draft<'_>> {
    let (rest, committed) = match one_of(APPLY_VERBS)(input) {
        // "apply for membership at Hunter's" joins a club.
        Ok((rest, _)) if one_of(&["membership", "a membership"])(rest).is_ok() => {
            return PErr::at(input).miss();
        }
        Ok((rest, _)) => (rest, true),
        Err(_) => (one_of(JOIN_REGIMENT_VERBS)(input)?.0, false),
    };
    let (rest, r) = match regiment(rest) {
        Ok(ok) => ok,
        Err(_) if committed => {
            return PErr::expected(sp(rest), 0, Say::Regiment).fail();
        }
        Err(e) => return Err(e),
    };
    applied(rest, r)
}

/// An application to `regiment`, with the rank bought on joining if one follows: "apply to
/// the Cardinal's Guard, buying the rank of Captain" (the comma changes nothing).
fn applied(rest: &str, regiment: Regiment) -> PResult<'_, Draft<'_>> {
    let (rest, rank) = opt(|i| {
        let (i, _) = opt(punct(',')).parse(i)?;
        rank_clause(i)
    })
    .parse(rest)?;
    Ok((rest, Draft::Done(Action::ApplyRegiment { regiment, rank })))
}

/// The verbs of going to a regiment in person, before asking to join it.
pub const GO_TO_REGIMENT: &[&str] = &["go to", "head to", "voy al", "voy a", "me presento en"];

/// ```text
/// apply_in_person = ("go to" | "head to" | "voy al" | "me presento en") regiment
///                   ("and ask to join" | "and apply" | "y pido el ingreso" | ...) [[","] rank_clause]
/// ```
/// "Honoré goes to the 27th Musketeers and asks to join, buying a Subaltern's commission"
/// (the third person is folded).
pub fn apply_in_person(input: &str) -> PResult<'_, Draft<'_>> {
    let (rest, _) = one_of(GO_TO_REGIMENT)(input)?;
    let (rest, _) = opt(one_of(&["the", "el", "la", "los"])).parse(rest)?;
    let (rest, r) = regiment(rest)?;
    let (rest, _) = one_of(&[
        "and ask to join",
        "and ask to join them",
        "and ask to be admitted",
        "and ask for admission",
        "and apply",
        "and apply to join",
        "to apply",
        "to ask to join",
        "y pido el ingreso",
        "y solicito el ingreso",
        "y pido entrar",
        "a pedir el ingreso",
        "a solicitar el ingreso",
    ])(rest)?;
    applied(rest, r)
}

/// "the Captain's vacancy", "the Major's place" (folded: "captains vacancy"): a rank's post.
fn possessive_rank(input: &str) -> Option<(&str, Rank)> {
    let input = super::lex::sp(input);
    let word_end = input
        .find(|c: char| !(c.is_alphanumeric() || c == '-'))
        .unwrap_or(input.len());
    let owner = input[..word_end].strip_suffix('s')?;
    let (left, r) = rank(owner).ok().filter(|(left, _)| left.is_empty())?;
    debug_assert!(left.is_empty());
    let (rest, _) =
        one_of(&["vacancy", "commission", "place", "post", "vacant post"])(&input[word_end..])
            .ok()?;
    Some((rest, r))
}

/// `buy_rank = ("buy" | "purchase" | "compro") ["the rank of" | "a commission as" | "el grado de" | "el rango de"] rank`
pub fn buy_rank(input: &str) -> PResult<'_, Draft<'_>> {
    let (rest, _) = one_of(BUY)(input)?;
    let (rest, _) = opt(one_of(&[
        "the rank of",
        "the commission of",
        "a commission of",
        "the commission as",
        "a commission as",
        "my commission as",
        "la patente de",
        "la comision de",
        "una comision de",
        "mi comision de",
        "la comision como",
        "el despacho de",
        "promotion to",
        "a promotion to",
        "el grado de",
        "el rango de",
        "el empleo de",
        "un ascenso a",
    ]))
    .parse(rest)?;
    // "buy the vacant captaincy", "compro la capitanía vacante".
    let (rest, _) = opt(one_of(&[
        "the vacant",
        "a vacant",
        "that vacant",
        "the open",
        "the empty",
        "the",
        "my",
        "la",
        "una",
    ]))
    .parse(rest)?;
    let (rest, rank) = match possessive_rank(rest) {
        Some(found) => found,
        None => rank(rest)?,
    };
    let (rest, _) = opt(one_of(&["vacante", "libre", "vacancy", "commission"])).parse(rest)?;
    // "a captaincy in the 27th Musketeers": his own regiment, named.
    let (rest, _) = opt(|i| {
        let (r, _) = one_of(&["in", "of", "en", "del", "de"])(i)?;
        regiment(r)
    })
    .parse(rest)?;
    Ok((rest, Draft::Done(Action::BuyRank { rank })))
}

const BUY: &[&str] = &["buy", "purchase", "compro", "comprar", "adquiero"];

/// `buy_horse = buy_verb [amount] ("horse" | "horses" | "caballo" | "caballos") ["and equipment" | ...]`
pub fn buy_horse(input: &str) -> PResult<'_, Draft<'_>> {
    // "Plus two more horses" after a purchase: bought too.
    if let Ok((rest, _)) = one_of(&["plus"])(input)
        && let Ok((rest, n)) = small_number(rest)
        && let Ok((rest, _)) = one_of(&["more", "extra", "mas"])(rest)
        && let Ok((rest, _)) = one_of(&["horses", "horse", "caballos", "caballo"])(rest)
        && n > 0
    {
        return Ok((rest, Draft::Done(Action::BuyHorse { count: n })));
    }
    let (rest, _) = one_of(BUY)(input)?;
    // "buy the horse I'll need", "buy two more horses", "compro otro caballo".
    let (rest, the) = opt(one_of(&[
        "the", "my", "another", "otro", "el", "mi", "los", "unos",
    ]))
    .parse(rest)?;
    let (rest, n) = opt(small_number).parse(rest)?;
    let (rest, _) = opt(one_of(&[
        "more",
        "extra",
        "additional",
        "new",
        "second",
        "third",
        "fourth",
        "fifth",
        "2nd",
        "3rd",
        "4th",
        "fresh",
        "replacement",
        "spare",
        "segundo",
        "tercer",
        "mas",
        "nuevo",
        "nuevos",
    ]))
    .parse(rest)?;
    let (rest, _) = one_of(&["horse", "horses", "caballo", "caballos", "mount", "montura"])(rest)?;
    let n = n.or(the.map(|_| 1));
    let (rest, _) = opt(one_of(&[
        "and equipment",
        "with equipment",
        "and tack",
        "y equipo",
        "con su equipo",
        "con equipo",
    ]))
    .parse(rest)?;
    let count = n.unwrap_or(1);
    if count == 0 {
        return PErr::expected(sp(input), 0, Say::HorseCount).fail();
    }
    Ok((rest, Draft::Done(Action::BuyHorse { count })))
}

/// `hire_groom = ("hire" | "engage" | "contrato" | "take" ["on"]) ["a" | "un"] ("groom" | "mozo de cuadra" | "palafrenero" | "mozo")`
pub fn hire_groom(input: &str) -> PResult<'_, Draft<'_>> {
    let (rest, _) = one_of(HIRE_VERBS).or(one_of(TAKE_ON)).parse(input)?;
    let (rest, _) = opt(one_of(&["a", "un", "a un", "the", "my", "el", "one", "1"])).parse(rest)?;
    let (rest, _) = one_of(&[
        "groom",
        "stable boy",
        "mozo de cuadra",
        "mozo de cuadras",
        "palafrenero",
        "mozo",
    ])(rest)?;
    Ok((rest, Draft::Done(Action::HireGroom)))
}

/// `hire_second = hire_verb ["a" | "un" | "a un"] ("second" | "padrino" | "segundo") ["for the month" | "this month" | "este mes"]`
/// (003, 7.2.3: a monthly order).
pub fn hire_second(input: &str) -> PResult<'_, MonthlyOrder> {
    let (rest, _) = one_of(HIRE_VERBS)(input)?;
    let (rest, _) = opt(one_of(&["a", "un", "a un", "the", "my", "el", "mi"])).parse(rest)?;
    let (rest, _) = one_of(&["second", "padrino", "segundo"])(rest)?;
    let (rest, _) = opt(one_of(&[
        "for my duels",
        "for the duels",
        "for the month",
        "this month",
        "para mis duelos",
        "para el mes",
        "este mes",
    ]))
    .parse(rest)?;
    Ok((rest, MonthlyOrder::HireSecond))
}

/// ```text
/// volunteer = volunteer_verb ["for the campaign" | "para la campana"] volunteer_with
/// volunteer_with = ["with" | "con" | "in" | "en"] ("my unit" | "my own unit" | "my battalion"
///                | "my brigade" | "mi unidad" | ...)
///                | ["with" | "in" | "con" | "en"] ["a" | "the" | "un" | "el"] ("frontier" ["regiment"]
///                | "regimiento de frontera")
///                | ["with" | "con"] ["the" | "los" | "el"] ("rnhb" | "royal north highland borderers")
/// ```
/// When a campaign is: "the spring campaign", "la campaña de otoño".
const SEASONS: &[&str] = &[
    "spring",
    "summer",
    "autumn",
    "fall",
    "winter",
    "coming",
    "next",
    "year",
    "season",
    "primavera",
    "verano",
    "otono",
    "invierno",
    "ano",
    "proxima",
];

pub fn volunteer(input: &str) -> PResult<'_, Draft<'_>> {
    // "Me voy a la frontera", "I'm off to the frontier": gone to serve with a Frontier
    // regiment.
    if let Ok((rest, _)) = one_of(GONE_TO_THE_FRONTIER)(input) {
        let with = Volunteer::Frontier;
        return Ok((rest, Draft::Done(Action::Volunteer { with })));
    }
    let (rest, _) = one_of(VOLUNTEER_VERBS)(input)?;
    // "para la campaña de otoño", "for the coming autumn campaign", "(to go) on the autumn
    // campaign".
    let campaign = |i| {
        let (i, _) = one_of(&[
            "for the", "for", "para la", "para el", "in the", "en la", "on the", "on", "a la",
        ])(i)?;
        let (i, _) = opt(one_of(SEASONS)).parse(i)?;
        let (i, _) = opt(one_of(SEASONS)).parse(i)?;
        let (i, _) = one_of(&["campaign", "campana", "front", "frente"])(i)?;
        let (i, _) = opt(|i| {
            let (i, _) = one_of(&["de", "del", "of", "this", "este"])(i)?;
            one_of(SEASONS)(i)
        })
        .parse(i)?;
        Ok((i, ()))
    };
    let (rest, _) = opt(campaign).parse(rest)?;
    let (rest, _) = opt(one_of(&[
        "for the campaign",
        "for campaign",
        "for the front",
        "for active service",
        "for the spring campaign",
        "for the summer campaign",
        "for the campaign this spring",
        "to campaign",
        "to go on campaign",
        "to go to the front",
        // "volunteer to go with the Royal North Highland Borderers".
        "to go",
        "to march",
        "to serve",
        "to fight",
        "para la campana",
        "para la campana de primavera",
        "para el frente",
        "para ir al frente",
        "para irme al frente",
        "para ir a la frontera",
        "para irme a la frontera",
        "para ir a la campana",
        "para ir a la guerra",
        "para servir",
        "para combatir",
    ]))
    .parse(rest)?;
    let (rest, _) = opt(campaign).parse(rest)?;
    let (rest, _) = opt(one_of(&["with", "in", "con", "en", "to", "for"])).parse(rest)?;
    if let Ok((rest, _)) = one_of(&[
        "my unit",
        "my own unit",
        "my battalion",
        "my brigade",
        "my own regiment",
        "my regiment",
        "my squadron",
        "my company",
        "mi escuadron",
        "mi compania",
        "mi unidad",
        "mi propia unidad",
        "mi batallon",
        "mi brigada",
        "mi regimiento",
    ])(rest)
    {
        return Ok((
            rest,
            Draft::Done(Action::Volunteer {
                with: Volunteer::OwnUnit,
            }),
        ));
    }
    let (after, _) = opt(one_of(&["a", "the", "un", "el", "los", "la"])).parse(rest)?;
    // "me presento voluntario a un Regimiento Fronterizo": Spanish "a", then the article.
    let (after, _) = opt(one_of(&["un", "el", "los"])).parse(after)?;
    if let Ok((rest, _)) = one_of(&[
        "frontier regiment",
        "frontier",
        "regimiento de frontera",
        "regimiento fronterizo",
        "regimientos fronterizos",
        "fronterizo",
        "fronterizos",
        "frontera",
    ])(after)
    {
        return Ok((
            rest,
            Draft::Done(Action::Volunteer {
                with: Volunteer::Frontier,
            }),
        ));
    }
    if let Ok((rest, _)) = one_of(&[
        "rnhb",
        "royal north highland borderers",
        "royal north highland border regiment",
        "regimiento de cazadores de montana",
        "cazadores de montana",
        "rcm",
    ])(after)
    {
        return Ok((
            rest,
            Draft::Done(Action::Volunteer {
                with: Volunteer::Rnhb,
            }),
        ));
    }
    PErr::expected(sp(rest), 0, Say::VolunteerWith).fail()
}

/// ```text
/// excuse_duty = ("ask to be excused" | "request to be excused" | "be excused" | "pido ser excusado"
///               | "pido dispensa" | ...) ["from"] ["regimental"] ("duty" | "del servicio" | ...)
///               [favour_clause]
/// favour_clause = ("using" | "with" | "usando" | "con") ["a" | "un"] favour_class
/// ```
pub fn excuse_duty(input: &str) -> PResult<'_, Draft<'_>> {
    // "pido permiso a mi jefe de batallón", "ask leave of my battalion commander": leave
    // asked of the officer who excuses from duty is the excusal.
    if let Ok((rest, _)) = (
        one_of(&[
            "pido permiso a",
            "pido permiso al",
            "pido licencia a",
            "pido licencia al",
            "solicito permiso a",
            "solicito permiso al",
            "ask leave of",
            "ask permission of",
            "request leave of",
            "ask for leave of",
        ]),
        one_of(&[
            "mi jefe de batallon",
            "el jefe de mi batallon",
            "jefe de batallon",
            "mi comandante de batallon",
            "my battalion commander",
            "the battalion commander",
            "my battalion commanding officer",
        ]),
    )
        .parse(input)
    {
        return Ok((rest, Draft::Done(Action::ExcuseDuty { favour: None })));
    }
    let (rest, _) = one_of(EXCUSE_VERBS)
        .parse(input)
        .or_else(|_| excuse_asked(input))?;
    let (rest, _) = opt(one_of(&["my", "the", "mi", "mis", "el", "las"])).parse(rest)?;
    // "que me libere de la segunda semana de servicio", "from one week of duty".
    let (rest, _) = opt(one_of(&[
        "la primera semana de",
        "la segunda semana de",
        "la tercera semana de",
        "la cuarta semana de",
        "una semana de",
        "la semana de",
        "one week of",
        "a week of",
        // "to let me off this month's week of duty".
        "this months week of",
        "this months",
        "my week of",
        "the first week of",
        "the second week of",
        "the third week of",
        "the fourth week of",
        // (After "the", taken as the duty's owner: "from the second week of duty".)
        "first week of",
        "second week of",
        "third week of",
        "fourth week of",
        // "to excuse me from the other week of duty": a private's second.
        "the other week of",
        "other week of",
        "my other week of",
        "my second week of",
        "the second of my weeks of",
        "la otra semana de",
    ]))
    .parse(rest)?;
    let (rest, _) = one_of(&[
        "regimental duty",
        "regimental duties",
        "duty",
        "duties",
        "this weeks duty",
        "servicio",
        "el servicio",
        "servicio regimental",
        "obligaciones regimentales",
        "week of duty",
        "week of regimental duty",
        "regiment",
        "regimiento",
    ])(rest)?;
    let (rest, _) = opt(one_of(&[
        "this week",
        // "from my duty week" (a non-native speaker's "week of duty").
        "week",
        "for this week",
        "for the week",
        "de esta semana",
        "esta semana",
        "de la semana",
        // "to excuse me from my duty this month": the week he asks in.
        "this month",
        "of this month",
        "for this month",
        "este mes",
        "de este mes",
        "del mes",
    ]))
    .parse(rest)?;
    // "to excuse me from duty, using my class 2 favour on him", "... - I spend my class 1
    // favour on him".
    let (rest, favour) = opt(|i| {
        let (i, _) = opt(alt((punct(','), punct('-'), punct(';')))).parse(i)?;
        favour_clause(i)
    })
    .parse(rest)?;
    let favour = favour.map(|class| FavourUse {
        class,
        on: "excuse from duty".to_string(),
        decision: Decision::For,
        whom: None,
    });
    Ok((rest, Draft::Done(Action::ExcuseDuty { favour })))
}

/// The verbs of applying to a regiment (they commit).
pub const APPLY_VERBS: &[&str] = &[
    "aplico al",
    "aplico a",
    "aplico en",
    "presento solicitud de ingreso en",
    "presento mi solicitud de ingreso en",
    "presento solicitud para",
    "presento mi solicitud para",
    "apply to",
    // "I make application to the Picardy Musketeers".
    "make application to",
    "make an application to",
    "make my application to",
    "i make application to",
    "i make an application to",
    "i make my application to",
    "apply to join",
    "apply for",
    "apply for admission to",
    "apply for a commission in",
    "apply to enter",
    "ask to enter",
    "ask to enter in",
    "ask to enter into",
    "ask to enter the",
    "request to enter",
    "request to join",
    "seek admission to",
    "seek admission in",
    "ask admission to",
    "ask admission in",
    "enlist in",
    "enlist with",
    "solicito ingreso en",
    "solicito el ingreso en",
    "solicito ingresar en",
    "solicito entrar en",
    "solicito el ingreso al",
    "solicito ingreso al",
    "me alisto en",
    "alistarme en",
];

/// The verbs of joining a regiment ("join" may be a club's: they do not commit).
pub const JOIN_REGIMENT_VERBS: &[&str] = &[
    "join",
    "ingreso en",
    "me uno a",
    "me uno al",
    "me apunto a",
    "me apunto al",
    "me apunto en",
];

/// The verbs of hiring a groom.
pub const HIRE_VERBS: &[&str] = &["hire", "engage", "employ", "contrato", "contratar"];

/// A groom "taken" ("I buy one horse and take a groom for him"): hired.
pub const TAKE_ON: &[&str] = &["take on", "take"];

/// The verbs of volunteering.
/// Going to the frontier, said as a journey: a volunteer for a Frontier regiment.
pub const GONE_TO_THE_FRONTIER: &[&str] = &[
    // (Only words that open orders already: a first word of its own would make prose like
    // "I'm off to ..." look like orders.)
    "me voy a la frontera",
    "voy a la frontera",
    "me marcho a la frontera",
    "me voy pa la frontera",
    "go to the frontier",
    "leave for the frontier",
];

pub const VOLUNTEER_VERBS: &[&str] = &[
    "volunteer",
    "volunteers",
    "me presento voluntario",
    "me ofrezco voluntario",
    "me ofrezco como voluntario",
    "me presento como voluntario",
    "voluntario",
];

/// The words of asking to be excused duty.
pub const EXCUSE_VERBS: &[&str] = &[
    "ask to be excused",
    "ask to be excused from",
    "request to be excused",
    "request to be excused from",
    "request leave from",
    "ask for leave from",
    "ask leave from",
    "seek leave from",
    "be excused",
    "be excused from",
    "excuse me from",
    "excused from",
    "pido ser excusado",
    "pido ser excusado de",
    "pido ser excusado del",
    "solicito ser excusado",
    "solicito ser excusado de",
    "solicito ser excusado del",
    "pido dispensa",
    "pido dispensa de",
    "pido dispensa del",
    "pido permiso para no hacer",
    "solicito dispensa del",
    "solicito dispensa de",
];

/// "Ask my battalion commander to excuse me from duty", "pido a mi jefe de batallón que me
/// excuse de las obligaciones regimentales": the excusal asked of the officer who grants it.
fn excuse_asked(input: &str) -> PResult<'_, &str> {
    const ASKED: &[&str] = &[
        "to excuse me from",
        "to excuse me",
        // Of his character: "Urbain asks his battalion commander to excuse him from his week".
        "to excuse him from",
        "to excuse him",
        "to release me from",
        "to free me from",
        "to free me of",
        "to exempt me from",
        "to spare me",
        "to let me off",
        "que me libere de",
        "que me libere del",
        "que me libre de",
        "que me libre del",
        "que me exima de",
        "que me exima del",
        "for leave from",
        "que me excuse de",
        "que me excuse del",
        "que me dispense de",
        "que me dispense del",
        "que me excuse",
        "que me dispense",
        "para librarme de",
        "para librarme del",
        "para que me libre de",
        "para que me libre del",
        "para no hacer",
    ];
    let (mut rest, _) = one_of(EXCUSE_ASK)(input)?;
    // Whoever he asks, however he is named: "Major Lavergne (my battalion commander)", "al
    // jefe de mi batallón".
    for _ in 0..12 {
        if let Ok(found) = one_of(ASKED)(rest) {
            return Ok(found);
        }
        let t = sp(rest);
        let n = match t.chars().next() {
            Some('(') => t.find(')').map_or(t.len(), |k| k + 1),
            Some(c) if c.is_alphanumeric() => {
                t.find(|c: char| !c.is_alphanumeric()).unwrap_or(t.len())
            }
            // "al jefe de mi batallón, el Mayor Ochandiano, para librarme...".
            Some(',') => 1,
            _ => break,
        };
        rest = &t[n..];
    }
    PErr::at(input).miss()
}

/// The first words of [`excuse_asked`].
pub const EXCUSE_ASK: &[&str] = &[
    "ask",
    "i ask",
    "request",
    "pido a",
    "pido al",
    "le pido a",
    "le pido al",
    "solicito a",
    "solicito al",
    "pido permiso a",
    "pido permiso al",
    "pido licencia a",
    "pido licencia al",
];

/// The verbs of a petition for substitution.
pub const PETITION_VERBS: &[&str] = &[
    "petition",
    "i petition",
    "petition the field marshal",
    "petition the marshal",
    "petition for a substitution",
    "request a substitution",
    "peticion",
    "peticion de sustitucion",
    "solicito",
    "solicito al mariscal",
    "solicito al mariscal de campo",
    "pido",
    "pido al mariscal",
    "pido al mariscal de campo",
    "request",
    "ask",
    "ask the field marshal",
];

/// The verbs of seeking a post.
pub const SEEK_VERBS: &[&str] = &[
    "seek",
    "put in for",
    "put my name forward for",
    // "Put my name in for Brigade Major of the Dragoon Brigade".
    "put my name in for",
    "put his name in for",
    "put his name forward for",
    "puts his name forward for",
    "put myself forward for",
    "stand for",
    "apply for",
    "request",
    "ask for",
    "solicit",
    "petition for",
    "solicitare",
    "solicito",
    "pido",
    "busco",
    "aspiro a",
    "aspiro al",
    // "Presento mi candidatura al puesto de Mayor de Brigada", "stand as a candidate for".
    "presento mi candidatura a",
    "presento mi candidatura al",
    "presento mi candidatura para",
    "me presento al",
    "me presento a",
    "stand as a candidate for",
    "put myself up for",
];

/// ```text
/// petition = petition_verb [":"] [("to have" | "for" | "that" | "para que" | "que")] regiment
///            ["to be sent" | "be sent" | "to go" | "go" | "sea enviado" | "vaya"]
///            ("to replace" | "replacing" | "in place of" | "instead of" | "sustituya a"
///            | "en lugar de" | "en vez de" | ...) regiment
/// petition_verb = "petition" ["the field marshal"] | "request a substitution" | "peticion"
///               | "solicito" ["al mariscal de campo"] | "pido" | ...
/// ```
/// "petition" and "peticion" commit; "solicito", "pido" and "request" only when a regiment
/// follows (they start other orders too).
pub fn petition(input: &str) -> PResult<'_, MonthlyOrder> {
    let (rest, verb) = one_of(PETITION_VERBS)(input)?;
    let strong = verb.starts_with("petition") || verb.starts_with("peticion");
    let (rest, _) = opt(one_of(&[":", "-"])).parse(rest)?;
    // Whom the petition goes to: "the Field Marshal", "al Mariscal de Campo".
    let (rest, _) = opt(one_of(&[
        "the field marshal",
        "the marshal",
        "the king",
        "his majesty",
        "the minister of war",
        "the war minister",
        "the general",
        "al mariscal de campo",
        "al mariscal",
        "al rey",
        "a su majestad",
        "al ministro de la guerra",
        "al general",
    ]))
    .parse(rest)?;
    let (rest, _) = opt(one_of(&[
        "to have",
        "for",
        "that",
        "para que",
        "que",
        "to send",
        "to substitute",
        "enviar a",
    ]))
    .parse(rest)?;
    fn expected(at: &str) -> PErr<'_> {
        PErr::expected(sp(at), 0, Say::Petition)
    }
    let (rest, sent) = match regiment(rest) {
        Ok(r) => r,
        Err(_) if strong => return expected(rest).fail(),
        Err(e) => return Err(e),
    };
    let (rest, _) = opt(one_of(&[
        "to be sent",
        "be sent",
        "to go",
        "go",
        "to march",
        "sea enviado",
        "sea enviada",
        "vaya",
        "marche",
    ]))
    .parse(rest)?;
    let (rest, _) = opt(one_of(&[
        "on campaign",
        "to the front",
        "to campaign",
        "on the campaign",
        "de campana",
        "en campana",
        "a campana",
        "al frente",
        "a la campana",
    ]))
    .parse(rest)?;
    let replace = one_of(&[
        "to replace",
        "replace",
        "replaces",
        "replacing",
        "in place of",
        "instead of",
        "in lieu of",
        "for",
        "sustituya a",
        "sustituya al",
        "sustituya a los",
        "sustituir a",
        "sustituir al",
        "reemplace a",
        "reemplace al",
        "en lugar de",
        "en lugar del",
        "en lugar de los",
        "en vez de",
        "en vez del",
        "en vez de los",
        "por",
    ]);
    let Ok((rest, _)) = replace(rest) else {
        return expected(rest).fail();
    };
    let Ok((rest, replaces)) = regiment(rest) else {
        return expected(rest).fail();
    };
    Ok((
        rest,
        MonthlyOrder::Petition {
            regiment: sent,
            replaces,
        },
    ))
}

/// ```text
/// seek_appointment = ("seek" | "apply for" | "request" | "ask for" | "solicito" | "pido"
///                    | "aspiro a" | ...) [article] ("appointment as" | "post of"
///                    | "position of" | "cargo de" | "puesto de" | "nombramiento como" | ...)
///                    post
/// post = (any words up to the end of the order, "and", "if" or "with")
/// ```
pub fn seek_appointment(input: &str) -> PResult<'_, Draft<'_>> {
    let (rest, _) = one_of(SEEK_VERBS)(input)?;
    let (rest, _) = opt(one_of(&["the", "an", "a", "el", "la", "un"])).parse(rest)?;
    let (rest, _) = one_of(&[
        "appointment as",
        "appointment of",
        "appointment to",
        "appointment to the post of",
        "post of",
        "position of",
        "office of",
        "cargo de",
        "puesto de",
        "nombramiento como",
        "nombramiento de",
        "nombramiento para",
    ])(rest)
    .or_else(|e| {
        // "Put in for Brigade Major of the 1st Brigade": the post named at once.
        const POSTS: &[&str] = &[
            "brigade major",
            "adjutant",
            "regimental adjutant",
            "aide",
            "aide de camp",
            "aide-de-camp",
            "quartermaster",
            "mayor de brigada",
            "ayudante",
        ];
        one_of(POSTS)(rest).map(|_| (rest, "")).map_err(|_| e)
    })?;
    let text = sp(rest);
    let mut end = 0;
    let mut at = text;
    loop {
        let here = sp(at);
        // ("- the post has sat empty since March": a dash standing apart, then the reason.)
        if here.is_empty()
            || here.starts_with([',', ';', '.', '(', '+', '&', '/'])
            || (at.starts_with(' ') && here.starts_with(['-', '–', '—']))
            || one_of(&[
                "and", "y", "if", "si", "then", "luego", "with", "con", "using", "usando",
            ])(here)
            .is_ok()
        {
            break;
        }
        let word = here
            .find([' ', ',', ';', '.', '(', '+'])
            .unwrap_or(here.len());
        at = &here[word..];
        end = text.len() - at.len();
    }
    let post = text[..end].trim_end_matches(['-', ':']).trim();
    if post.is_empty() {
        return PErr::expected(text, 0, Say::Post).fail();
    }
    Ok((
        &text[end..],
        Draft::Done(Action::SeekAppointment {
            post: post.to_string(),
        }),
    ))
}

/// `favour_clause = ["("] ("using" | "with" | "i use" | "usando" | "con" | "uso") favour_class
/// [("on" | "with" | "con" | "ante") TEXT] [")"]`: "(I use my class 1 favour on my battalion
/// commander)".
fn favour_clause(input: &str) -> PResult<'_, u8> {
    let (rest, open) = opt(punct('(')).parse(input)?;
    // "y para ayudar uso sobre él un favor de nivel 1", "and to sweeten it I use...".
    let (rest, _) = opt(one_of(&[
        "and",
        "&",
        "y",
        "and to help",
        "and to help it",
        "y para ayudar",
        "y para ablandarle",
        "para ablandarle",
        "y para ello",
        "para ello",
        "y para eso",
        "para eso",
        "y para esto",
        "para esto",
        "and for that",
        "for that",
        "and for this",
        // "para lo que empleo mi favor de nivel 1".
        "para lo que",
        "para lo cual",
        "y para lo que",
        "and to that end",
        "to that end",
        "para ayudar",
        "y para que diga que si",
        "para que diga que si",
        "y para que acceda",
        "and to make sure he agrees",
        "and to make sure",
        "and to sweeten it",
    ]))
    .parse(rest)?;
    let (rest, _) = one_of(&[
        "using",
        "with",
        "by using",
        "calling in",
        "i use",
        "i call in",
        "usando",
        "con",
        "mediante",
        "uso",
        "utilizo",
        "empleo",
        "usare",
        "utilizare",
        "i will use",
        "ill use",
        // "- I spend my class 1 favour on him".
        "i spend",
        "spending",
        "i pledge",
        "pledging",
        "gasto",
        // Of his character: "and he uses his class 1 favour for it".
        "he use",
        // "and put the class 1 favour Agathe gave me on it".
        "put",
        "i put",
        // "& I'll put my class 1 favour (the spring one) on it".
        "ill put",
        "i will put",
        "i shall put",
        // "and I give him the favour of Lisette for it (class 1)".
        "i give him",
        "give him",
        "i offer him",
        "offer him",
        "le doy",
        "le ofrezco",
    ])(rest)?;
    // ("and I use for this my favour of summer (class 1)".)
    let (rest, _) = opt(one_of(&[
        "on him",
        "with him",
        "sobre el",
        "con el",
        "ante el",
        "for this",
        "for that",
        "for it",
        "para esto",
        "para ello",
    ]))
    .parse(rest)?;
    let (rest, class) = favour_class(rest)?;
    let rest = super::lex::past_aside(rest);
    let (rest, _) = opt(|i| {
        let (r, _) = one_of(&["on", "with", "upon", "con", "ante", "sobre"])(i)?;
        super::action::name(r)
    })
    .parse(rest)?;
    // "the class 1 favour Agathe gave me on it": whence it came, before "on it".
    let rest = match rest.find(" on it").or_else(|| rest.find(" for it")) {
        Some(k) if k < 40 && !rest[..k].contains([',', '.', ';']) => &rest[k..],
        _ => rest,
    };
    // "and I use my class 1 favour for it".
    let (rest, _) = opt(one_of(&[
        "for it",
        "on it",
        "for that",
        "for this",
        "para ello",
        "para eso",
        "para esto",
    ]))
    .parse(rest)?;
    let (rest, _) = if open.is_some() {
        opt(punct(')')).parse(rest)?
    } else {
        (rest, None)
    };
    Ok((rest, class))
}

/// `favour_class = ["a" | "un" | "my"] ("class" N "favour" | "favour of class" N | "favor de clase" N | ...)`
/// The word a favour's class is said with, opening its order: "class 3 favour on ...".
pub fn class_word(input: &str) -> PResult<'_, &str> {
    one_of(&["class", "clase"])(input)
}

pub fn favour_class(input: &str) -> PResult<'_, u8> {
    let (i, _) = opt(one_of(&["a", "an", "my", "the", "un", "mi", "el"])).parse(input)?;
    // "my new autumn favour": what he says of it before it.
    let mut i = i;
    while let Ok((r, _)) = one_of(&[
        "new", "autumn", "spring", "summer", "winter", "seasonal", "season", "last", "nuevo",
    ])(i)
    {
        i = r;
    }
    // ("fav cl 3": a veteran's shorthand.)
    let favour = |i| one_of(&["favour", "favor", "fav"])(i);
    let class = |i| one_of(&["class", "clase", "level", "nivel", "cl"])(i);
    let number = |i| {
        let (rest, n) = small_number(i)?;
        if (1..=9).contains(&n) {
            Ok((rest, n))
        } else {
            PErr::expected(sp(i), 0, Say::FavourClass).fail()
        }
    };
    // "Mme de Montcalm's favour (class 6)", "my mistress's favour (class 3)" (folded:
    // "montcalms favour"): whose it is, then its class in brackets.
    if let Some(k) = ["s favour (", "s favor ("].iter().find_map(|w| i.find(w))
        && k < 60
        && !i[..k].contains([',', '.', ';', ':', '('])
        && let Ok((r, _)) = favour(&i[k + 1..])
        && let Ok((r, _)) = punct('(')(r)
        && let Ok((r, _)) = class(r)
        && let Ok((r, n)) = number(r)
        && let Some(close) = r.find(')')
    {
        return Ok((&r[close + 1..], n));
    }
    // "class 2 favour", "class 3 winter favour".
    if let Ok((rest, _)) = class(i) {
        let (rest, n) = number(rest)?;
        let (rest, _) = opt(one_of(&[
            "winter", "spring", "summer", "autumn", "seasonal", "season", "new",
        ]))
        .parse(rest)?;
        let (rest, _) = favour(rest)?;
        return Ok((rest, n));
    }
    // "favour of class 2", "favor de clase 2", "class-2 favour" folds to "class-2".
    let (rest, _) = favour(i)?;
    // "el favor de Clothilde (nivel 3)": whose favour, then its class in brackets.
    // "the favour of my mistress (class 2)".
    let whose = |i| {
        one_of(&["my mistress", "my lady", "mi dama", "mi amante"])(i)
            .map(|(r, _)| (r, ()))
            .or_else(|_| super::name::name(i).map(|(r, _)| (r, ())))
    };
    let rest = match (
        one_of(&["de", "from", "of"]),
        whose,
        opt(one_of(&["for it", "on it", "para ello", "para eso"])),
    )
        .parse(rest)
    {
        Ok((r, _)) if punct('(')(r).is_ok() => r,
        _ => rest,
    };
    // "my favour of this autumn (class 1)", "mi favor de este invierno (nivel 2)": the season
    // it is of.
    let rest = match (
        one_of(&[
            "of this", "of the", "for this", "for the", "de este", "de esta", "del", "de",
        ]),
        one_of(&[
            "autumn",
            "winter",
            "spring",
            "summer",
            "season",
            "otono",
            "invierno",
            "primavera",
            "verano",
            "estacion",
            "temporada",
        ]),
    )
        .parse(rest)
    {
        Ok((r, _)) if punct('(')(r).is_ok() => r,
        _ => rest,
    };
    // "my favour (class 3, from my social level)": the class in brackets, and whence.
    if let Ok((r, _)) = punct('(')(rest)
        && let Ok((r, _)) = class(r)
        && let Ok((r, n)) = number(r)
        && let Some(close) = r.find(')')
    {
        return Ok((&r[close + 1..], n));
    }
    let (rest, _) = opt(one_of(&["of", "de", "del"])).parse(rest)?;
    let (rest, _) = class(rest)?;
    number(rest)
}

#[cfg(test)]
mod tests {
    use super::super::admissions::admissions;
    use super::*;

    #[test]
    fn regiments_by_every_name() {
        for (text, r) in [
            ("royal foot guards", Regiment::RoyalFootGuards),
            ("the 69th arquebusiers", Regiment::Arquebusiers69th),
            ("the 69th", Regiment::Arquebusiers69th),
            ("69th_arquebusiers", Regiment::Arquebusiers69th),
            ("la guardia real", Regiment::RoyalFootGuards),
            ("gr", Regiment::RoyalFootGuards),
            ("mdr", Regiment::KingsMusketeers),
            ("the cardinals guard", Regiment::CardinalsGuard),
            ("the gascon regiment", Regiment::Gascon),
        ] {
            let (rest, got) = regiment(text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
            assert_eq!((rest, got), ("", r), "{text}");
        }
    }

    #[test]
    fn petitions() {
        for (text, want) in [
            (
                "petition to have the cardinals guard replace the 69th arquebusiers",
                (Regiment::CardinalsGuard, Regiment::Arquebusiers69th),
            ),
            (
                "petition the field marshal: the cardinals guard in place of the 69th",
                (Regiment::CardinalsGuard, Regiment::Arquebusiers69th),
            ),
            (
                "solicito que la guardia del cardenal sustituya a los 69 arcabuceros",
                (Regiment::CardinalsGuard, Regiment::Arquebusiers69th),
            ),
            (
                "peticion: los mosqueteros del rey en lugar de la guardia real",
                (Regiment::KingsMusketeers, Regiment::RoyalFootGuards),
            ),
        ] {
            let (rest, got) = petition(text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
            assert_eq!(rest.trim(), "", "{text}");
            assert_eq!(
                got,
                MonthlyOrder::Petition {
                    regiment: want.0,
                    replaces: want.1
                },
                "{text}"
            );
        }
        // A weak verb gives way to other orders; "petition" commits and says what it wants.
        assert!(matches!(
            petition("pido ser excusado"),
            Err(nom::Err::Error(_))
        ));
        assert!(matches!(
            petition("petition the king for mercy"),
            Err(nom::Err::Failure(e)) if e.expected.is_some()
        ));
    }

    #[test]
    fn a_colonels_word_on_applicants() {
        let all = |decision| MonthlyOrder::Admissions {
            decision,
            whom: None,
        };
        let one = |decision, whom: &str| MonthlyOrder::Admissions {
            decision,
            whom: Some(whom.into()),
        };
        for (text, want) in [
            ("admit all applicants", all(Decision::For)),
            ("accept applicants", all(Decision::For)),
            ("refuse all applicants this month", all(Decision::Against)),
            ("admito a todos los aspirantes", all(Decision::For)),
            ("rechazo a los aspirantes", all(Decision::Against)),
            (
                "admit jacques bonhomme to the regiment",
                one(Decision::For, "jacques bonhomme"),
            ),
            ("do not admit cyrano", one(Decision::Against, "cyrano")),
            (
                "reject the application of cyrano",
                one(Decision::Against, "cyrano"),
            ),
            ("no admito a cyrano", one(Decision::Against, "cyrano")),
        ] {
            let (rest, got) = admissions(text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
            assert_eq!((rest.trim(), got), ("", want), "{text}");
        }
        // Challenges are answered elsewhere.
        for text in [
            "refuse the challenge",
            "accept rocheforts challenge",
            "rechazo el desafio",
        ] {
            assert!(admissions(text).is_err(), "{text}");
        }
    }

    #[test]
    fn appointments_sought() {
        for (text, post, rest) in [
            (
                "seek the post of brigadier of the brigade of guards",
                "brigadier of the brigade of guards",
                "",
            ),
            (
                "apply for the appointment as inspector-general of cavalry, and carouse",
                "inspector-general of cavalry",
                ", and carouse",
            ),
            (
                "solicito el cargo de inspector general de caballeria",
                "inspector general de caballeria",
                "",
            ),
        ] {
            let (r, got) = seek_appointment(text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
            assert_eq!(
                got,
                Draft::Done(Action::SeekAppointment { post: post.into() })
            );
            assert_eq!(r, rest, "{text}");
        }
        assert!(seek_appointment("apply for the 69th").is_err());
    }

    #[test]
    fn favour_classes() {
        assert_eq!(favour_class("a class 2 favour"), Ok(("", 2)));
        assert_eq!(favour_class("un favor de clase 3"), Ok(("", 3)));
    }
}
