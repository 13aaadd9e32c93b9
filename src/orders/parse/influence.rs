//! Influence: favours used for or against a man's application, an excusal or a post (000,
//! Influence; 003's Table B), and bribes (5.2).

use super::action::Draft;
use super::lex::{PErr, PResult, crowns, one_of, punct, sp};
use super::name::name;
use super::society::{done, person, person_or_fail};
use crate::orders::{Action, Bribe, Decision, FavourUse, Say};
use nom::Parser;
use nom::branch::alt;
use nom::combinator::opt;

/// The verbs of using a favour.
pub const FAVOUR_VERBS: &[&str] = &[
    "use", "call in", "spend", "pledge", "invoke", "uso", "utilizo", "empleo", "gasto", "ofrezco",
    "invoco", // "Using the class 4 favour from my mistress, ..., against ...".
    "using",
];

/// ```text
/// use_favour = ("use" | "call in" | "uso" | "utilizo") favour_class
///              [("on" | "with" | "sobre" | "ante" | "con") TEXT]
///              [("for" | "a favor de") person | ("against" | "contra") person]
/// ```
pub fn use_favour(input: &str) -> PResult<'_, Draft<'_>> {
    // "use the class 3 favour my mistress gave me in support of it": the request before it
    // is backed (read as a detail of the week, see `backing`).
    if super::backing::backing(input).is_some() {
        return PErr::at(input).miss();
    }
    let (rest, _) = one_of(FAVOUR_VERBS)(input)?;
    // "spend the week there": time spent, not a favour.
    if one_of(&[
        "the week",
        "a week",
        "the night",
        "the day",
        "time",
        "la semana",
    ])(rest)
    .is_ok()
    {
        return PErr::at(input).miss();
    }
    match super::army::favour_class(rest) {
        Ok((rest, class)) => favour_put(rest, class),
        Err(e) => favour_described(rest).ok_or(e)?,
    }
}

/// "Empleo el favor que me corresponde esta estación por mi nivel social, que es de nivel 3
/// y se pierde al acabar el verano, ante el Coronel ...": the favour named first, its class
/// said once in the words that describe it, then where it goes.
fn favour_described(input: &str) -> Option<PResult<'_, Draft<'_>>> {
    let (rest, _) = one_of(&["el favor", "mi favor", "the favour", "my favour"])(input).ok()?;
    // ("my favour of this season (class 3) on the Colonel": no comma before it.)
    const TO: &[&str] = &[
        ", ante ", ", sobre ", ", on ", ", with ", ", con ", ") on ", ") ante ", ") sobre ",
        ") con ", ") with ",
    ];
    let upto = TO.iter().filter_map(|w| rest.find(w)).min()?;
    if upto > 220 {
        return None;
    }
    let described = &rest[..upto];
    let classes: Vec<u8> = described
        .match_indices(|c: char| c.is_ascii_digit())
        .filter(|(k, _)| {
            let before = described[..*k].trim_end();
            ["nivel", "clase", "class", "level"]
                .iter()
                .any(|w| before.ends_with(w))
        })
        .filter_map(|(k, _)| described[k..k + 1].parse().ok())
        .collect();
    let [class] = classes[..] else {
        return None;
    };
    Some(favour_put(&rest[upto + 1..], class))
}

/// "Fav cl 3 vs Capt Gervais Ducos' appl to the RFG": a veteran's favour, its verb left out.
pub fn favour_shorthand(input: &str) -> PResult<'_, Draft<'_>> {
    let (_, _) = one_of(&["fav"])(input)?;
    let (rest, class) = super::army::favour_class(input)?;
    favour_put(rest, class)
}

/// "Also my winter class 3 favour on the Colonel of the 69th in support of ...": the favour
/// and where it goes, the verb left out. Only with "on" after it: "my class 3 favour runs
/// out" is no order.
pub fn favour_verbless(input: &str) -> PResult<'_, Draft<'_>> {
    // ("This spring's class 3 favour in support of ...": the season's words are fillers.)
    let (_, _) = alt((one_of(&["my", "mi"]), super::army::class_word)).parse(input)?;
    let (rest, class) = super::army::favour_class(input)?;
    if let Ok(found) = favour_for_application(rest, class) {
        return Ok(found);
    }
    // "My class 3 favour for the summer goes to the Colonel ...": the season it is of.
    let (rest, _) = opt(one_of(FAVOUR_SEASON)).parse(rest)?;
    // "My winter favour (class 3) goes against Captain Malvoisin's application", "mi favor
    // va en contra de ...": the verb of a favour that goes for or against someone.
    if let Ok((r, _)) = one_of(&[
        "goes",
        "go",
        "will go",
        "is going",
        "is",
        "will be used",
        "is used",
        "va",
        "ira",
    ])(rest)
        && let Ok(found) = favour_for_application(r, class)
    {
        return Ok(found);
    }
    // "My spring favour (class 3) I use with the Colonel of Picardy Musketeers for the
    // application of Hugues Manceau": the favour said first, then its verb.
    if let Ok((r, _)) = one_of(&[
        "i use", "i spend", "i pledge", "i put", "i give", "lo uso", "la uso", "uso", "gasto",
    ])(super::lex::past_aside(rest))
    {
        return favour_put(r, class);
    }
    let (_, _) = one_of(&[
        "on", "upon", "sobre", "ante", "goes to", "go to", "to", "va a", "va al",
    ])(rest)?;
    favour_put(rest, class)
}

/// The season a favour is of, said after it: "my class 3 favour for the summer".
const FAVOUR_SEASON: &[&str] = &[
    "for the summer",
    "for the winter",
    "for the spring",
    "for the autumn",
    "for the season",
    "for this season",
    "this season",
    "of the season",
    "of this season",
    "de la estacion",
    "de esta estacion",
    "del verano",
    "de este verano",
    "del invierno",
    "de la temporada",
];

/// What follows a favour's class: on whose decision, for or against whom.
fn favour_put(rest: &str, class: u8) -> PResult<'_, Draft<'_>> {
    let whole = rest;
    // "the class 3 favour my mistress gave me at New Year, on the Colonel", "el favor de nivel
    // 3 que me concedió mi dama, sobre el Coronel": whence the favour, before its use.
    let rest = whence_the_favour(rest).unwrap_or(rest);
    // "my class 3 favour (the one from my Social Level - use it or lose it) with the
    // Colonel": an aside in brackets, with no number in it, said of the favour.
    let rest = super::lex::past_aside(rest);
    if let Ok(found) = favour_for_application(rest, class) {
        return Ok(found);
    }
    // "Spend my spring favour (class 3) for my cousin Norbert Bastide's application to the
    // Dragoon Guards": for another's application, no decider named.
    if let Some(found) = for_an_application(rest, class) {
        return found;
    }
    let rest = opt(one_of(FAVOUR_SEASON))
        .parse(rest)
        .map_or(rest, |(r, _)| r);
    let (rest, on) = match one_of(&[
        "on", "with", "upon", "sobre", "ante", "con", "en", "goes to", "go to", "to", "va a",
        "va al",
    ])(rest)
    {
        Ok((r, _)) => {
            let (r, on) = name(r).or_else(|_| PErr::expected(sp(r), 0, Say::FavourOn).fail())?;
            (r, on)
        }
        Err(_) => {
            return PErr::expected(sp(rest), 0, Say::FavourOnExample).fail();
        }
    };
    // `on` and what follows it up to `r` (a suffix of the text): the decision said with its
    // matter. (`on` is a slice of `whole`, read by `name`.)
    let on_at = (on.as_ptr() as usize).saturating_sub(whole.as_ptr() as usize);
    let through = |r: &str| whole.get(on_at..whole.len() - r.len()).unwrap_or(on);
    // "on the King for my marriage to Constance", "con el Rey para el permiso de boda": the
    // matter the favour is pledged on belongs with the one who decides it (the rules look
    // for its words there), not a man it is for.
    let (rest, on) = match matter(rest) {
        Some(r) => (r, through(r)),
        None => (rest, on),
    };
    // "on the Colonel, in support of Anatole Rivière's application": the comma changes
    // nothing.
    let rest = match punct(',')(rest) {
        Ok((r, _)) if one_of(FAVOUR_FOR)(r).is_ok() || one_of(FAVOUR_AGAINST)(r).is_ok() => r,
        _ => rest,
    };
    let after_on = rest;
    let (rest, whom) = for_or_against(rest)?;
    // "on the Minister of War for Athos's appointment": a post's appointment said with the
    // man it is for belongs with the decision too (the rules look for "appointment" there;
    // an application to a regiment is known by its Colonel).
    let said = &after_on[..after_on.len() - rest.len()];
    let on = match whom {
        Some((_, Some(_)))
            if said
                .split(|c: char| !c.is_alphanumeric())
                .any(|w| ["appointment", "promotion", "nombramiento", "ascenso"].contains(&w)) =>
        {
            through(rest).trim_end_matches([' ', ',', '-'])
        }
        _ => on,
    };
    // "..., so that Prou is excused his week of duty", "para que excuse a Don Martín": the
    // excusal the favour asks is for him; "on Prou's battalion commander": his superior.
    let (rest, whom) = match whom {
        Some(found) => (rest, Some(found)),
        None => match excused(rest) {
            Some((r, p)) => (r, Some((Decision::For, Some(p)))),
            None => (rest, superior_of(on).map(|p| (Decision::For, Some(p)))),
        },
    };
    let (decision, whom) = whom.unwrap_or((Decision::For, None));
    favour_used(rest, class, on, decision, whom)
}

/// ```text
/// matter = ["," ] ("for" | "about" | "regarding" | "para" | "por" | "sobre") [article] MATTER
///          [("to" | "to marry" | "with" | "con" | "de") (name | "boda" | ...)]
/// ```
/// What a favour is pledged on, said after whose decision it is: "for my marriage to
/// Constance", "for the leave to marry her", "for my title", "para el permiso de boda con
/// Constance", "para mi nombramiento". `rest` past it, when it is one.
fn matter(rest: &str) -> Option<&str> {
    const MATTERS: &[&str] = &[
        "marriage",
        "wedding",
        "leave",
        "kings leave",
        "royal leave",
        "permission",
        "consent",
        "assent",
        "blessing",
        "title",
        "ennoblement",
        "appointment",
        "promotion",
        "boda",
        "matrimonio",
        "casamiento",
        "permiso",
        "consentimiento",
        "titulo",
        "nombramiento",
        "ascenso",
    ];
    let i = punct(',')(rest).map_or(rest, |(r, _)| r);
    let (r, _) = one_of(&["for", "about", "regarding", "para", "por", "sobre"])(i).ok()?;
    let (r, _) = opt(one_of(&[
        "my", "the", "his", "a", "an", "mi", "el", "la", "su", "un", "una",
    ]))
    .parse(r)
    .ok()?;
    let (r, _) = one_of(MATTERS)(r).ok()?;
    // What the matter is of: "to Constance", "to marry her", "de boda", "con Constance".
    let tail = |i| -> PResult<'_, ()> {
        let (r, _) = opt(one_of(&["de boda", "de matrimonio", "real", "del rey"])).parse(i)?;
        let (r, _) = one_of(&[
            "to marry",
            "to wed",
            "to",
            "with",
            "of",
            "para casarme con",
            "con",
            "de",
            "a",
        ])(r)?;
        let (r, _) = name(r)?;
        Ok((r, ()))
    };
    let r = match tail(r) {
        Ok((after, ())) => after,
        Err(_) => opt(one_of(&["de boda", "de matrimonio", "real", "del rey"]))
            .parse(r)
            .map_or(r, |(after, _)| after),
    };
    Some(r)
}

/// ", so that Prou is excused his week of duty", ", para que excuse de su semana de servicio a
/// Don Martín Sessé", "to excuse Prou": the man whose excusal a favour asks, and what follows.
fn excused(input: &str) -> Option<(&str, &str)> {
    let i = punct(',')(input).map_or(input, |(r, _)| r);
    if let Ok((r, _)) = one_of(&["so that", "so"])(i)
        && let Ok((r, p)) = name(r)
        && let Ok((r, _)) =
            one_of(&["is excused", "gets excused", "is let off", "may be excused"])(r)
    {
        return Some((duty_excused(r), p));
    }
    let (r, _) = one_of(&[
        "to excuse",
        "to get",
        "para que excuse a",
        "para que excuse al",
        "para que excuse de su semana de servicio a",
        "para que excuse de su semana de servicio al",
        "para que excuse del servicio a",
        "para que excuse del servicio al",
        "para excusar a",
        "para excusar al",
    ])(i)
    .ok()?;
    let (r, _) = opt(one_of(&["my", "mi"])).parse(r).ok()?;
    let (r, p) = name(r).ok()?;
    // "to get Prou excused".
    let r = one_of(&["excused", "off duty", "let off"])(r).map_or(r, |(r, _)| r);
    Some((duty_excused(r), p))
}

/// Past the duty a man is excused: "his week of duty", "from duty" (the line is read in the
/// first person: "his" is "my").
fn duty_excused(r: &str) -> &str {
    one_of(&[
        "my week of duty",
        "my duty",
        "my week of regimental duty",
        "from my duty",
        "from my week of duty",
        "from my regimental duty",
        "of my duty",
        "his week of duty",
        "his duty",
        "his week of regimental duty",
        "from duty",
        "from his duty",
        "from his week of duty",
        "from regimental duty",
        "from his regimental duty",
        "of his duty",
        "de su semana de servicio",
        "del servicio",
        "de servicio",
    ])(r)
    .map_or(r, |(r, _)| r)
}

/// "Prou's battalion commander" (folded: "prous battalion commander"): the man whose superior
/// a favour sways, for him.
fn superior_of(on: &str) -> Option<&str> {
    const SUPERIORS: &[&str] = &[
        "battalion commander",
        "commanding officer",
        "commander",
        "colonel",
        "lieutenant colonel",
        "lt colonel",
        "captain",
        "major",
        "brigadier",
        "superior",
        "co",
    ];
    SUPERIORS.iter().find_map(|s| {
        let head = on.strip_suffix(s)?.strip_suffix(' ')?;
        let name = head.strip_suffix('s')?;
        let last = name.rsplit(' ').next().unwrap_or(name);
        let pronoun = ["hi", "it", "our", "your", "their", "thi", "the", "that"].contains(&last);
        (!name.is_empty() && !pronoun && name.split(' ').count() <= 4).then_some(name)
    })
}

/// ```text
/// for_or_against = ("for my application" | "para apoyar mi solicitud" | ...)
///                | ("for" | "a favor de" | "in support of" | ...) ["support" | "apoyar a"] person
///                | ("against" | "contra" | "en contra de") person
/// ```
/// Whom a favour or a bribe helps or hinders; `None` when the words do not say, `Some((For,
/// None))` for his own application.
#[allow(clippy::type_complexity)]
fn for_or_against(rest: &str) -> PResult<'_, Option<(Decision, Option<&str>)>> {
    opt(alt((
        // "para apoyar mi solicitud de ingreso", "to support my application": his own.
        |i| {
            let (r, _) = one_of(&[
                "for my application",
                "for my own application",
                "to support my application",
                "in support of my application",
                "in favour of my application",
                "para apoyar mi solicitud",
                "para mi solicitud",
                "a favor de mi solicitud",
                "en apoyo de mi solicitud",
            ])(i)?;
            let (r, _) = opt(|i| {
                let (r, _) = one_of(&["de", "to", "for", "a", "al"])(i)?;
                name(r)
            })
            .parse(r)?;
            Ok((r, (Decision::For, None)))
        },
        |i| {
            // (The longer words first: "para que admita a" before "para".)
            let (r, _) = alt((
                one_of(FAVOUR_FOR),
                one_of(&["for", "a favor de", "para", "por"]),
            ))
            .parse(i)?;
            // "para apoyar a Gaspar", "to support Porthos".
            let (r, _) = opt(one_of(&[
                "apoyar a",
                "apoyar al",
                "ayudar a",
                "support",
                "to support",
                "help",
                "to help",
            ]))
            .parse(r)?;
            let (r, _) = opt(one_of(APPLICATION_OF)).parse(r)?;
            let (r, _) = opt(relative).parse(r)?;
            let (r, p) = person_or_fail(r, "for")?;
            // ("para que admita a mi sobrino, bueno, ...": his nephew, but by what name?)
            if super::slots::RELATIONS.contains(&p) {
                let after = "for".to_string();
                return PErr::expected(sp(r), 0, Say::NameAfter { after }).fail();
            }
            // "in support of young Étienne Ravel's application to the Dragoon Guards".
            let (r, p) = applicant(r, p)?;
            Ok((r, (Decision::For, Some(p))))
        },
        |i| {
            let (r, _) = one_of(&["against", "contra", "en contra de"])(i)?;
            // "en contra de la solicitud de ingreso de Fabien Olivet".
            let (r, _) = opt(one_of(APPLICATION_OF)).parse(r)?;
            let (r, p) = person_or_fail(r, "against")?;
            let (r, p) = applicant(r, p)?;
            Ok((r, (Decision::Against, Some(p))))
        },
    )))
    .parse(rest)
}

/// The verbs of a bribe (003, 5.2).
pub const BRIBE_VERBS: &[&str] = &["bribe", "soborno", "sobornar", "sobornare", "sobornamos"];

/// ```text
/// bribe = ("bribe" | "soborno" | "sobornar") ["a" | "al"] person
///         ["," | "with" | "con" | "(" | "-" | "offering" | "ofreciendole"] crowns [")"]
///         [for_or_against]
///       | ("soborno" | "bribe") ("de" | "of") crowns ("a" | "al" | "to") person
///         [for_or_against]
/// ```
/// "bribe the Colonel of the 69th with 300 crowns for my application", "soborno al Coronel
/// con 300 coronas para mi solicitud", "soborno de 600 coronas al Ministro contra Brissac".
pub fn bribe(input: &str) -> PResult<'_, Draft<'_>> {
    let (rest, _) = one_of(BRIBE_VERBS)(input)?;
    // "soborno de 600 coronas al Ministro".
    let sum_first = |i| {
        let (r, _) = one_of(&["of", "de"])(i)?;
        let (r, sum) = crowns(r)?;
        let (r, _) = one_of(&["to", "for", "a", "al", "para"])(r)?;
        let (r, _) = opt(one_of(&["el", "la"])).parse(r)?;
        let (r, on) = name(r)?;
        Ok((r, (on, sum)))
    };
    let whom_first = |i| {
        let (r, _) = opt(one_of(&["a", "al"])).parse(i)?;
        let (r, on) = name(r)?;
        let (r, _) = opt(punct(',')).parse(r)?;
        let (r, _) = opt(one_of(&[
            "with",
            "con",
            "(",
            "-",
            "offering",
            "ofreciendole",
            "ofreciendo",
            "dandole",
        ]))
        .parse(r)?;
        let (r, sum) = crowns(r).or_else(|_| PErr::expected(sp(r), 0, Say::BribeSum).fail())?;
        let (r, _) = opt(punct(')')).parse(r)?;
        Ok((r, (on, sum)))
    };
    let (rest, (on, sum)) = alt((sum_first, whom_first)).parse(rest)?;
    let (rest, _) = opt(punct(',')).parse(rest)?;
    let (rest, whom) = for_or_against(rest)?;
    let (decision, whom) = whom.unwrap_or((Decision::For, None));
    let bribe = Bribe {
        crowns: sum,
        on: on.to_string(),
        decision,
        whom: whom.map(str::to_string),
    };
    done(rest, Action::Bribe(bribe))
}

/// Past a few words that say where a favour came from ("my mistress gave me", "que me
/// concedió mi dama, Doña Beatriz (NS 10),"), to the word that says on whom or for whom it
/// is used. `None` when `rest` starts with that word already, or no such word follows soon.
fn whence_the_favour(rest: &str) -> Option<&str> {
    const USE_WORDS: &[&str] = &[
        " on ",
        " upon ",
        " with ",
        " sobre ",
        " ante ",
        " in support of ",
        " in favour of ",
        " in favor of ",
        " against ",
        " a favor de ",
        " en apoyo de ",
        " en contra de ",
        " contra ",
    ];
    const WHENCE: &[&str] = &[
        "que", "which", "that", "my", "mi", "given", "won", "from", "de", "i", "she", "he",
        // "my class 4 favour of this autumn, before it runs out with the season, against".
        "of this", "of the", "for this", "del", "de este", "de esta",
    ];
    let r = sp(rest);
    if one_of(WHENCE)(r).is_err() {
        return None;
    }
    let end = r.find([';', '.']).unwrap_or(r.len()).min(160);
    let padded = &r[..end];
    // ("..., before it runs out with the season, against ...": an aside between commas is
    // passed whole; the use is after it.)
    let first_use = |from: usize| {
        USE_WORDS
            .iter()
            .filter_map(|w| padded[from..].find(w).map(|k| k + from))
            .min()
    };
    let at = first_use(0)?;
    let commas: Vec<usize> = padded.match_indices(", ").map(|(k, _)| k + 1).collect();
    let at = match (commas.first(), commas.get(1)) {
        (Some(&open), Some(&close)) if open < at && at < close => first_use(close)?,
        _ => at,
    };
    // Another order's verb in between: the favour stops before it.
    let between = &padded[..at];
    if between.contains(" and ") || between.contains(" y ") {
        return None;
    }
    Some(&r[at..])
}

fn favour_used<'a>(
    rest: &'a str,
    class: u8,
    on: &str,
    decision: Decision,
    whom: Option<&str>,
) -> PResult<'a, Draft<'a>> {
    let favour = FavourUse {
        class,
        on: on.to_string(),
        decision,
        whom: whom.map(str::to_string),
    };
    done(rest, Action::UseFavour(favour))
}

/// ```text
/// favour_for_application = ("in support of" | "against" | "en apoyo de" | "contra" | ...)
///                          [("the application of" | "la solicitud de") person
///                          | person ["'s"] ["application" | "request" | ...] TEXT]
/// ```
/// A favour pledged on someone's application: "in support of Jacques Bonhomme's application
/// to the 13th Fusiliers", "contra la solicitud de Brissac".
fn favour_for_application(input: &str, class: u8) -> PResult<'_, Draft<'_>> {
    let (rest, decision) = alt((
        |i| one_of(FAVOUR_FOR)(i).map(|(r, _)| (r, Decision::For)),
        |i| one_of(FAVOUR_AGAINST)(i).map(|(r, _)| (r, Decision::Against)),
    ))
    .parse(input)?;
    // ("for the application of ...": the application is what the favour is on.)
    let on_start = match one_of(APPLICATION_OF)(sp(rest)) {
        Err(_)
            if ["appl", "request", "solicitud"]
                .iter()
                .any(|w| input[..input.len() - rest.len()].contains(w)) =>
        {
            sp(input)
        }
        _ => sp(rest),
    };
    let (rest, _) = opt(one_of(APPLICATION_OF)).parse(rest)?;
    // ("for the application of my cousin Gaspard Lescaut": the man, not what he is to him.)
    let (rest, _) = opt(relative).parse(rest)?;
    let (rest, whom) = person(rest)?;
    let (rest, whom) = applicant(rest, whom)?;
    let on = on_start[..on_start.len() - rest.len()].trim_end_matches([' ', '-', ',']);
    favour_used(rest, class, on, decision, Some(whom))
}

/// "for my cousin Norbert Bastide's application to the Dragoon Guards", "para la solicitud
/// de mi primo": a favour for a man's application, which must be said.
fn for_an_application(input: &str, class: u8) -> Option<PResult<'_, Draft<'_>>> {
    let (r, _) = one_of(&["for", "para", "por"])(input).ok()?;
    let on_start = sp(r);
    let (r, _) = opt(relative).parse(r).ok()?;
    let (r, whom) = person(r).ok()?;
    let (rest, applicant_name) = applicant(r, whom).ok()?;
    // (Only when an application was said: "for Porthos" alone is no application.)
    if applicant_name.len() == whom.len() && rest.len() == r.len() {
        return None;
    }
    let on = on_start[..on_start.len() - rest.len()].trim_end_matches([' ', '-', ',']);
    Some(favour_used(
        rest,
        class,
        on,
        Decision::For,
        Some(applicant_name),
    ))
}

/// The applicant `whom` (just read, before `rest`) without the application that follows his
/// name, and `rest` past it: "Jacques Bonhomme's application to the 13th Fusiliers".
fn applicant<'a>(rest: &'a str, whom: &'a str) -> PResult<'a, &'a str> {
    // "Jacques Bonhomme's application" folds to "jacques bonhommes application": the name
    // ends before the application (the sheet drops the "'s" it puts back).
    let whom = APPLICATIONS
        .iter()
        .find_map(|a| whom.strip_suffix(a).and_then(|w| w.strip_suffix(' ')))
        .unwrap_or(whom);
    let (rest, _) = opt(one_of(APPLICATIONS)).parse(rest)?;
    // "Jean's excusal from duty": what he is excused, not a week of duty.
    let (rest, _) = opt(one_of(&[
        "from duty",
        "from his duty",
        "from regimental duty",
        "from his regimental duty",
        "del servicio",
    ]))
    .parse(rest)?;
    // What the application is for: a regiment, a post ("to the 13th Fusiliers").
    let (rest, _) = opt(|i| {
        let (r, _) = one_of(&["to", "for", "al", "a", "para", "de"])(i)?;
        name(r)
    })
    .parse(rest)?;
    Ok((rest, whom))
}

/// "my cousin Gaspard Lescaut", "mi sobrino Tomás Gil": what he is to the player, before his
/// name. (With a comma after it, "mi sobrino, Gaspar de Téllez", `person` reads the name.)
fn relative(input: &str) -> PResult<'_, &str> {
    // (What he is to the player, as any name is read past it, or how young he is.)
    let (rest, r) =
        one_of(super::slots::RELATIONS)(input).or_else(|_| one_of(&["young"])(input))?;
    if punct(',')(rest).is_ok() {
        return PErr::at(input).miss();
    }
    Ok((rest, r))
}

/// The words of a favour used for someone.
const FAVOUR_FOR: &[&str] = &[
    // "con el Coronel de la Guardia Real para que admita a mi sobrino Tomás Gil".
    "para que admita a",
    "para que admitan a",
    "para que acepte a",
    "para que acepten a",
    "so that he admits",
    "so that he accepts",
    "in support of",
    "to support",
    "supporting",
    "in favour of",
    "in favor of",
    "on behalf of",
    "en apoyo de",
    "para apoyar",
    "apoyando",
    "a favor de",
    "en favor de",
    // "..., for the application of Gaspard Thévenot".
    "for the application of",
    "for the request of",
    // A non-native writer's "for application of Modeste Vernier".
    "for application of",
    "for request of",
    "para la solicitud de",
    "por la solicitud de",
];

/// The words of a favour used against someone.
const FAVOUR_AGAINST: &[&str] = &[
    "against",
    "vs",
    "to oppose",
    "opposing",
    "to block",
    "contra",
    "en contra de",
    "para oponerme a",
];

/// Words that name an application before its applicant.
const APPLICATION_OF: &[&str] = &[
    "the application of",
    "the request of",
    "application of",
    "request of",
    "la solicitud de ingreso de",
    "la solicitud de",
    "la peticion de",
    "la candidatura de",
    "el ingreso de",
];

/// Words that name an application after its applicant.
const APPLICATIONS: &[&str] = &[
    "application",
    "appl",
    "request",
    "petition",
    "candidacy",
    "bid",
    "appointment",
    "promotion",
    "admission",
    // "for Jean's excusal from duty": a favour on his battalion commander.
    "excusal",
    "solicitud",
    "peticion",
    "ingreso",
];
