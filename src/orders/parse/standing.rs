//! Standing duel orders in words (the *Elan* PBeM rules, 001; 003, 7.1-7.3): the weapon,
//! when he surrenders, whom he gives no quarter, which challenges he accepts, whose apologies
//! he refuses or accepts, and the terms he refuses when he challenges. Sequences, the
//! surrender sentence and the duel section itself are `duel`'s.

use super::duel::{NEVER, list};
use super::lex::{amount, one_of, punct, sp};
use super::society::weapon_plural;
use super::surrender::{ENDURANCE_UNITS, FRACTIONS, HALF, PERCENT, of_endurance};
use super::text::Line;
use crate::orders::{AcceptPolicy, DuelOrders, SurrenderAt};
use nom::Parser;
use nom::combinator::opt;

// Apologies (003, 7.1.9): "I will not accept apologies from Jussac", "refuse all
// apologies", "No aceptaré disculpas de Jussac", "acepto las disculpas de Aramis".
const REFUSE_APOLOGIES: &[&str] = &[
    "i will not accept apologies from",
    "i will accept no apologies from",
    "i accept no apologies from",
    "i do not accept apologies from",
    "no apologies accepted from",
    "refuse apologies from",
    "refuse the apologies of",
    "refuse any apology from",
    "no aceptare disculpas de",
    "no acepto disculpas de",
    "no acepto las disculpas de",
    "no aceptare las disculpas de",
    "rechazo las disculpas de",
];
const REFUSE_ALL: &[&str] = &[
    "refuse all apologies",
    "i refuse all apologies",
    "no apologies accepted",
    "i accept no apologies",
    "i will accept no apologies",
    "rechazo todas las disculpas",
    "no acepto disculpas",
    "no aceptare disculpas",
];
const ACCEPT_APOLOGIES: &[&str] = &[
    "accept apologies from",
    "i accept apologies from",
    "i will accept apologies from",
    "accept the apologies of",
    "acepto las disculpas de",
    "acepto disculpas de",
    "aceptare las disculpas de",
];

/// True when `t` opens with whose apologies he accepts or refuses: a standing duel order
/// wherever it stands, among the weeks too.
pub fn about_apologies(t: &str) -> bool {
    one_of(REFUSE_APOLOGIES)(t).is_ok()
        || one_of(ACCEPT_APOLOGIES)(t).is_ok()
        || one_of(REFUSE_ALL)(t).is_ok()
}

/// After a standing order, his reason for it: after a dash, a comma or a bracket, with no
/// number and no other duel order in it ("No surrender – Marines don't").
pub(super) fn is_a_reason(rest: &str) -> bool {
    let r = sp(rest);
    r.starts_with(['-', '–', '—', ',', '('])
        && !r.contains(|c: char| c.is_ascii_digit())
        && !super::duel::is_duel_talk(r)
}

pub(super) fn standing(orders: &mut DuelOrders, line: &Line, t: &str) -> bool {
    // "If he is called out this month he'll fight with the rapier as before", "si me retan,
    // lucharé con el sable": the weapon of any duel of the month.
    if let Some(w) = weapon_if_called_out(t) {
        orders.weapon = Some(w);
        return true;
    }
    // Weapon.
    if let Ok((r, _)) = one_of(&[
        "weapon",
        "weapon:",
        "arma",
        "arma:",
        "i fight with",
        "weapon is",
        "my weapon is",
        "mi arma es",
        "i duel with",
        "fight with",
        "lucho con",
        "me bato con",
        "duel weapon",
        "arma de duelo",
    ])(t)
    {
        // "Arma: sable", "arma, el sable".
        let r = punct(':')(r)
            .or_else(|_| punct(',')(r))
            .map_or(r, |(r, _)| r);
        let (r, _) = opt(one_of(&["the", "a", "el", "la", "my", "mi"]))
            .parse(r)
            .unwrap_or((r, None));
        if let Ok((rest, w)) = weapon_plural(r)
            && sp(rest).is_empty()
        {
            orders.weapon = Some(w);
            return true;
        }
    }
    // A weapon alone: "rapier", "(cutlass)", "Espada ropera".
    let bare = t.trim_matches(['(', ')', ' ']);
    if let Ok((rest, w)) = weapon_plural(bare)
        && sp(rest).is_empty()
    {
        orders.weapon = Some(w);
        return true;
    }
    // "Surrender - never", "Rendición - a la mitad": the label, a dash, then the point.
    if let Ok((r, _)) = one_of(&["surrender", "surr", "rendicion"])(t)
        && let Ok((r, _)) = punct('-')(r)
        && standing(orders, line, r)
    {
        return true;
    }
    // Surrender.
    if one_of(NEVER)(t).is_ok_and(|(r, _)| sp(r).is_empty()) {
        orders.surrender_at = Some(SurrenderAt::Never);
        return true;
    }
    // "Thibodeaux don't surrender": his name, then the same.
    const NAMED_NEVER: &[&str] = &[
        " dont surrender",
        " doesnt surrender",
        " does not surrender",
        " never surrenders",
        " wont surrender",
        " will not surrender",
        " never yields",
        " no se rinde",
        " nunca se rinde",
        " no se rinde nunca",
    ];
    if let Some(m) = NAMED_NEVER.iter().find(|m| t.ends_with(*m))
        && (1..=3).contains(&t[..t.len() - m.len()].split_whitespace().count())
    {
        orders.surrender_at = Some(SurrenderAt::Never);
        return true;
    }
    if let Ok((r, _)) = one_of(&[
        "surrender",
        "surr",
        "yield",
        "i yield",
        "i will yield",
        "i will surrender",
        "give up",
        "i give up",
        "surrender point",
        "me rindo al quedar con",
        "me rindo al llegar a",
        "me rindo al bajar de",
        "rendicion al llegar a",
        "i surrender",
        "offer surrender",
        "ask for quarter",
        "i ask for quarter",
        "ill ask for quarter",
        "i will ask for quarter",
        "pido cuartel",
        "surrender threshold",
        "me rindo",
        "rendicion",
        "ofrezco rendicion",
        "ofrezco la rendicion",
    ])(t)
    {
        let r = punct(':')(r).map_or(r, |(r, _)| r);
        let (r, _) = opt(one_of(&[
            "at",
            "on",
            "by",
            "at endurance",
            "when i have",
            "when im down to",
            "when i am down to",
            "cuando baje al",
            "cuando baje a",
            "cuando baje de",
            "when i reach",
            "cuando llegue a",
            "cuando me quede",
            "when",
            "below",
            "under",
            "at or below",
            "if below",
            "a",
            "al",
            "con",
            "cuando",
            "por debajo de",
            "bajo",
            "if my endurance is below",
            "when my endurance is below",
            "when my endurance falls below",
            "when my endurance drops below",
            "when my endurance is down to",
            "when down to",
            "down to",
            "when i am down to",
            "when below",
            "when at",
            "al quedar con",
            "al llegar a",
            "al bajar de",
            "en",
            "si mi resistencia baja de",
            "cuando mi resistencia baja de",
            "si baja de",
            "si me quedan",
            "cuando me queden",
            "cuando me quedan",
            "al quedarme con",
            "si me quedo con",
            "cuando me quede con",
            "if i have",
            "when i have only",
            "if i have only",
            "with",
        ]))
        .parse(r)
        .unwrap_or((r, None));
        // A form's unit: "Surrender at (END): 25".
        let r = match sp(r).strip_prefix('(').and_then(|b| b.split_once(')')) {
            Some((unit, after))
                if ["end", "endurance", "resistencia", "res", "points", "puntos"]
                    .contains(&unit.trim()) =>
            {
                after
            }
            _ => r,
        };
        let r = punct(':')(r).map_or(r, |(r, _)| r);
        if one_of(NEVER)(r).is_ok() {
            orders.surrender_at = Some(SurrenderAt::Never);
            return true;
        }
        for (words, f) in FRACTIONS {
            if let Ok((rest, _)) = one_of(words)(r)
                && of_endurance(rest)
            {
                orders.surrender_at = Some(SurrenderAt::Fraction(*f));
                return true;
            }
        }
        if let Ok((rest, _)) = one_of(HALF)(r)
            && sp(rest).is_empty()
        {
            orders.surrender_at = Some(SurrenderAt::Fraction(0.5));
            return true;
        }
        if let Ok((rest, n)) = amount(r) {
            // "at 50 percent of my endurance", "40%": a fraction.
            if let Ok((rest, _)) = one_of(PERCENT)(rest)
                && (1..=100).contains(&n)
                && of_endurance(rest)
            {
                orders.surrender_at = Some(SurrenderAt::Fraction(n as f64 / 100.0));
                return true;
            }
            let (rest, _) = opt(one_of(ENDURANCE_UNITS))
                .parse(rest)
                .unwrap_or((rest, None));
            if sp(rest).is_empty() && n <= 1000 {
                orders.surrender_at = Some(SurrenderAt::Endurance(n as i32));
                return true;
            }
        }
    }
    // No quarter.
    if let Ok((r, _)) = one_of(&[
        "no quarter to",
        "no quarter for",
        // "no quarter Marvaud": the name straight after.
        "no quarter",
        "no quarter given to or taken from",
        "no quarter given to",
        // "No quarter to be given to Captain Jourdain".
        "no quarter to be given to",
        "no quarter is to be given to",
        "no quarter will be given to",
        "no quarter shall be given to",
        "no qtr",
        "no qtr:",
        "give no quarter to",
        "no quarter:",
        // A veteran's shorthand: "NQ Mauclerc".
        "nq",
        "nq:",
        "nq to",
        "i give no quarter to",
        "sin cuartel para",
        "sin cuartel a",
        "sin cuartel con",
        "sin cuartel contra",
        // (Refusals put together of their parts, "no aceptaré rendiciones del ...",
        // "I will never accept the surrender of ...", are `quarter_refused`'s.)
    ])(t)
    .or_else(|e| quarter_refused(t).ok_or(e))
    .or_else(|e| {
        // "I shall ask for quarter at 30. None to be given to the Vicomte": quarter said
        // just before.
        let said = ["quarter", "cuartel"]
            .iter()
            .any(|w| line.folded.contains(w));
        if !said {
            return Err(e);
        }
        one_of(&[
            "none to be given to",
            "none given to",
            "none to",
            "none for",
            "and none to",
            "but none to",
            "but none for",
            "ninguno para",
            "ninguno a",
        ])(t)
    }) {
        // 003's sample: "No aceptaré rendiciones de Louis de Champignon si nos
        // encontramos" ("if we meet" goes without saying: it is a duel order).
        let r = [
            " si nos encontramos",
            " si nos batimos",
            " si nos enfrentamos",
            " if we meet",
            " if we fight",
        ]
        .iter()
        .find_map(|tail| r.strip_suffix(tail))
        .unwrap_or(r);
        // A form's field left empty: "No quarter to: -", "n/a", "nadie".
        let r = punct(':')(r).map_or(r, |(r, _)| r);
        if super::read::is_nothing(r) || r.trim().trim_matches('-').is_empty() {
            return true;
        }
        let names = list(line, r);
        if !names.is_empty() {
            orders.no_quarter.extend(names);
            return true;
        }
    }
    // "A Sarmiento no le acepto la rendición", "to Lussac I give no quarter"; "Con Moncada
    // no habrá cuartel: ni lo pido ni lo doy", "With Lussac, no quarter".
    const NAMED_FIRST: &[(&[&str], &[&str])] = &[
        (
            &["a", "al", "to"],
            &[
                " no le acepto la rendicion",
                " no le acepto rendicion",
                " no le aceptare la rendicion",
                " no le aceptare rendicion",
                " no le doy cuartel",
                " no le dare cuartel",
                " i give no quarter",
                " i will give no quarter",
                " ill give no quarter",
            ],
        ),
        (
            // "If it is Drancy, no quarter", "si es Lizcano, sin cuartel".
            &[
                "con", "with", "for", "if it is", "if its", "if it be", "si es",
            ],
            &[
                " no habra cuartel",
                " no hay cuartel",
                " sin cuartel",
                ", no habra cuartel",
                ", sin cuartel",
                " no quarter",
                ", no quarter",
            ],
        ),
    ];
    for (openers, markers) in NAMED_FIRST {
        if let Ok((r, _)) = one_of(openers)(t)
            && let Some(k) = markers.iter().find_map(|m| r.find(m))
            && let names = list(line, &r[..k])
            && !names.is_empty()
            && names.len() <= 3
        {
            orders.no_quarter.extend(names);
            return true;
        }
    }
    if let Ok((r, _)) = one_of(REFUSE_APOLOGIES)(t) {
        let names = list(line, r);
        if !names.is_empty() {
            orders.refuse_apologies.extend(names);
            return true;
        }
    }
    if let Ok((r, _)) = one_of(ACCEPT_APOLOGIES)(t) {
        let names = list(line, r);
        if !names.is_empty() {
            orders.accept_apologies.extend(names);
            return true;
        }
    }
    if let Ok((r, _)) = one_of(REFUSE_ALL)(t)
        && sp(r).is_empty()
    {
        orders.refuse_apologies.push("all".to_string());
        return true;
    }
    if refuse_terms(orders, t) {
        return true;
    }
    // Challenges.
    let policies: &[(&[&str], AcceptPolicy)] = &[
        (
            &[
                "accept all challenges",
                "accept every challenge",
                "acepto todos los retos",
                "acepto todos los desafios",
            ],
            AcceptPolicy::All,
        ),
        (
            &[
                "accept challenges with cause",
                "accept only challenges with cause",
                "accept challenges with cause only",
                "accept only with cause",
                "acepto los retos con causa",
                "acepto solo retos con causa",
                "acepto solo los retos con causa",
            ],
            AcceptPolicy::WithCause,
        ),
        (
            &[
                "decline all challenges",
                "refuse all challenges",
                "accept no challenges",
                "rechazo todos los retos",
                "rechazo todos los desafios",
                "no acepto ningun reto",
            ],
            AcceptPolicy::None,
        ),
    ];
    for (words, policy) in policies {
        if let Ok((r, _)) = one_of(words)(t) {
            // "accept no challenges this month".
            let r = one_of(&["this month", "este mes", "for now", "por ahora"])(r)
                .map_or(r, |(r, _)| r);
            if sp(r).is_empty() {
                orders.accept = Some(policy.clone());
                return true;
            }
            if *policy == AcceptPolicy::All
                && let Ok((r, _)) = one_of(&[
                    "except from",
                    "except",
                    "but from",
                    "but",
                    "excepto de",
                    "salvo de",
                    "excepto los de",
                    "menos de",
                ])(r)
            {
                let names = list(line, r);
                if !names.is_empty() {
                    orders.accept = Some(AcceptPolicy::AllBut(names));
                    return true;
                }
            }
        }
    }
    false
}

/// "If challenged I fight with the rapier", "if he is called out this month he'll fight with
/// the rapier as before", "si me retan, lucharé con el sable": a duel's weapon, said as what
/// he does when called out.
pub(super) fn weapon_if_called_out(t: &str) -> Option<crate::vocab::Weapon> {
    let (r, _) = one_of(&[
        "if challenged",
        "if called out",
        "if i am challenged",
        "if im challenged",
        "if i am called out",
        "if im called out",
        "if i get called out",
        "if i get challenged",
        "if he is challenged",
        "if hes challenged",
        "if he is called out",
        "if hes called out",
        "if he gets called out",
        "if he gets challenged",
        "if anyone challenges me",
        "if anyone calls me out",
        "if anyone challenges him",
        "if anyone calls him out",
        "should i be challenged",
        "should he be challenged",
        "should i be called out",
        "should he be called out",
        "in any duel",
        "in a duel",
        "in duels",
        "if theres a duel",
        "if there is a duel",
        "if it comes to a duel",
        "if there is a fight",
        "si me retan",
        "si me desafian",
        "si le retan",
        "si le desafian",
        "si me llaman a duelo",
        "en caso de duelo",
        "en cualquier duelo",
        "en los duelos",
    ])(t)
    .ok()?;
    let r = one_of(&["this month", "este mes"])(r).map_or(r, |(r, _)| r);
    // ("If there's a duel (I hope not!) I'll use the rapier": his aside.)
    let r = match sp(r)
        .strip_prefix('(')
        .and_then(|b| b.find(')').map(|k| &b[k + 1..]))
    {
        Some(after) => after,
        None => r,
    };
    let r = punct(',')(r).map_or(r, |(r, _)| r);
    let r = one_of(&[
        "i", "he", "ill", "hell", "i will", "he will", "i shall", "he shall", "yo",
    ])(r)
    .map_or(r, |(r, _)| r);
    let (r, _) = one_of(&[
        "fight with",
        "fights with",
        "will fight with",
        "use",
        "uses",
        "will use",
        "take up",
        "takes up",
        "lucho con",
        "luchare con",
        "lucha con",
        "luchara con",
        "me bato con",
        "me batire con",
        "se bate con",
        "usare",
        "uso",
        "usa",
        "usara",
    ])(r)
    .ok()?;
    let (r, _) = opt(one_of(&["the", "a", "my", "his", "el", "la", "mi", "su"]))
        .parse(r)
        .unwrap_or((r, None));
    let (r, w) = weapon_plural(r).ok()?;
    let r = one_of(&[
        "as before",
        "as usual",
        "as ever",
        "as always",
        "again",
        "como siempre",
        "como antes",
        "de nuevo",
        "otra vez",
    ])(r)
    .map_or(r, |(r, _)| r);
    let r = r.trim_start().trim_start_matches([':', '.', ',', ';']);
    sp(r).is_empty().then_some(w)
}

/// The weapons he will not fight with when he challenges (003, 7.1.8: the challenged sets
/// the terms): "I will not fight with the cutlass", "refuse the terms if it is sabres",
/// "No me batiré con sable ni con espada larga", "Rechazo los términos si es el sable".
fn refuse_terms(orders: &mut DuelOrders, t: &str) -> bool {
    const REFUSE: &[&str] = &[
        "i will not fight with",
        "i wont fight with",
        "i shall not fight with",
        "i will never fight with",
        "i refuse to fight with",
        "i will refuse to fight with",
        "refuse to fight with",
        "i refuse the terms if",
        "i will refuse the terms if",
        "refuse the terms if",
        "refuse terms if",
        "i refuse the terms of",
        "refuse the terms of",
        "never with",
        "no luchare con",
        "no lucho con",
        "no me batire con",
        "no me bato con",
        "nunca con",
        "me niego a luchar con",
        "me niego a batirme con",
        "rechazo batirme con",
        "rechazo luchar con",
        "rechazo los terminos si",
        "rechazo las condiciones si",
        "rechazare los terminos si",
    ];
    const THE_WEAPON_IS: &[&str] = &[
        "the weapon is",
        "he chooses",
        "he picks",
        "it is",
        "its",
        "el arma es",
        "elige",
        "escoge",
        "es",
    ];
    const JOINS: &[&str] = &["or", "nor", "and", "ni", "o", "y", ","];
    let Ok((r, _)) = one_of(REFUSE)(t) else {
        return false;
    };
    let (r, _) = opt(one_of(THE_WEAPON_IS)).parse(r).unwrap_or((r, None));
    let mut weapons = Vec::new();
    let mut r = r;
    loop {
        let (after, _) = opt(one_of(JOINS)).parse(r).unwrap_or((r, None));
        let (after, _) = opt(one_of(&["with", "con"]))
            .parse(after)
            .unwrap_or((after, None));
        let (after, _) = opt(one_of(&["the", "a", "el", "la", "un", "una", "los", "las"]))
            .parse(after)
            .unwrap_or((after, None));
        match weapon_plural(after) {
            Ok((after, w)) => {
                weapons.push(w);
                r = after;
            }
            Err(_) => break,
        }
    }
    let r = punct('.')(r).map_or(r, |(r, _)| r);
    if weapons.is_empty() || !sp(r).is_empty() {
        return false;
    }
    for w in weapons {
        if !orders.refuse_weapons.contains(&w) {
            orders.refuse_weapons.push(w);
        }
    }
    true
}

/// "No aceptaré rendiciones del Vizconde de Meaux", "I will never accept the surrender of
/// Brézé", "he won't give quarter to Ferrand": quarter refused in its parts (who, the
/// denial, the verb, the surrender, the word before the name), however they are put
/// together. What follows is the names, and what the parts took.
fn quarter_refused(t: &str) -> Option<(&str, &str)> {
    let (i, _) = opt(one_of(&["i", "he", "yo", "el", "and", "y"]))
        .parse(t)
        .ok()?;
    let (i, _) = one_of(&[
        "no",
        "nunca",
        "never",
        "not",
        "will not",
        "will never",
        "wont",
        "do not",
        "dont",
        "does not",
        "doesnt",
        "shall not",
        "shall never",
        "shant",
        "cannot",
        "cant",
        "no le",
        "nunca le",
        "jamas",
        "jamas le",
    ])(i)
    .ok()?;
    let (i, _) = one_of(&[
        "accept",
        "accepts",
        "take",
        "takes",
        "grant",
        "grants",
        "give",
        "gives",
        "acepto",
        "aceptare",
        "aceptara",
        "acepta",
        "admito",
        "admitire",
        "concedo",
        "concedere",
        "doy",
        "dare",
        "dara",
    ])(i)
    .ok()?;
    let (i, _) = opt(one_of(&[
        "the", "any", "his", "la", "las", "su", "sus", "ninguna",
    ]))
    .parse(i)
    .ok()?;
    let (i, _) = one_of(&[
        "surrender",
        "surrenders",
        "quarter",
        "rendicion",
        "rendiciones",
        "cuartel",
    ])(i)
    .ok()?;
    let (rest, _) = one_of(&["of", "from", "to", "for", "de", "del", "a", "al", "para"])(i).ok()?;
    Some((rest, &t[..t.len() - rest.len()]))
}
