//! A player colonel's word on his regiment's applicants: "admit Lucien Vasseur", "refuse the
//! Vicomte", "Admissions: Bastide - yes. Vernier - no", "Regimental business: Lagache is in,
//! Roquefeuil is refused".

use super::army::regiment;
use super::lex::{PResult, kw, one_of, punct, sp};
use crate::orders::{Decision, MonthlyOrder};
use nom::Parser;
use nom::branch::alt;
use nom::combinator::opt;

/// The verbs of a colonel's word on applicants.
pub const ADMISSION_VERBS: &[&str] = &[
    "admit",
    "accept",
    "admito",
    "admito a",
    "acepto",
    "acepto a",
    "refuse",
    "reject",
    "turn away",
    "do not admit",
    "dont admit",
    "rechazo",
    "rechazo a",
    "no admito",
    "no admito a",
];

/// ```text
/// admissions = admit_verb [every] applicants | admit_verb NAME ["to the regiment" | "al regimiento"]
///            | refuse_verb [every] applicants
///            | refuse_verb ("admission to" | "the application of" | "la solicitud de") NAME
/// admit_verb  = "admit" | "accept" | "admito" ["a"] | "acepto" ["a"]   ("accept", "acepto": applicants,
///               or a name "into the regiment" / "en el regimiento")
/// refuse_verb = "refuse" | "reject" | "turn away" | "do not admit" | "rechazo" ["a"] | "no admito" ["a"]
/// applicants  = "applicants" | "candidates" | "aspirantes" | "solicitantes" | "candidatos"
/// ```
/// A player colonel's word on his regiment's applicants. Without "applicants" or
/// "application" after it, "refuse" and "rechazo" are left to the challenge they usually
/// answer, and "accept" and "acepto" too.
pub fn admissions(input: &str) -> PResult<'_, MonthlyOrder> {
    let (rest, verb) = one_of(ADMISSION_VERBS)(input)?;
    let decision = if matches!(
        verb,
        "admit" | "accept" | "admito" | "admito a" | "acepto" | "acepto a"
    ) {
        Decision::For
    } else {
        Decision::Against
    };
    let (after, _) = opt(one_of(&[
        "all",
        "every",
        "any",
        "all the",
        "todos los",
        "a todos los",
        "los",
        "a los",
        "the",
    ]))
    .parse(rest)?;
    if let Ok((rest, _)) = one_of(&[
        "applicants",
        "applicant",
        "candidates",
        "aspirantes",
        "solicitantes",
        "candidatos",
    ])(after)
    {
        let (rest, _) = opt(one_of(&[
            "to the regiment",
            "to my regiment",
            "al regimiento",
            "a mi regimiento",
            "this month",
            "este mes",
        ]))
        .parse(rest)?;
        return Ok((
            rest,
            MonthlyOrder::Admissions {
                decision,
                whom: None,
            },
        ));
    }
    let named = |i| super::action::name(i);
    // "admito en el Regimiento a D. Fadrique Osorio".
    let (rest, _) = opt(|i| {
        let (r, _) = one_of(&[
            "en el regimiento",
            "en mi regimiento",
            "al regimiento",
            "into the regiment",
            "into my regiment",
        ])(i)
        // "admito en el 4º al Teniente ...", "admit into the 69th ...": the regiment by name.
        .or_else(|_: nom::Err<_>| {
            let (r, _) = one_of(&["en el", "en los", "en", "into the", "into", "to the"])(i)?;
            regiment(r).map(|(r, _)| (r, ""))
        })?;
        opt(alt((kw("al"), kw("a")))).parse(r)
    })
    .parse(rest)?;
    let (rest, whom) = match verb {
        "admit" | "admito" | "admito a" | "do not admit" | "dont admit" | "no admito"
        | "no admito a" => named(rest)?,
        _ => match one_of(&[
            "admission to",
            "the application of",
            "the admission of",
            "la solicitud de",
            "el ingreso de",
            "la admision de",
        ])(rest)
        {
            Ok((r, _)) => named(r)?,
            // "I accept M. Lucien Vasseur into the regiment", "I accept Jean-Baptiste Rozier
            // into the 27th": the regiment said after him.
            Err(_) => {
                let (r, whom) = named(rest)?;
                let (r, _) = one_of(&[
                    "into the regiment",
                    "into my regiment",
                    "in the regiment",
                    "in my regiment",
                    "to the regiment",
                    "to my regiment",
                    "en el regimiento",
                    "en mi regimiento",
                    "al regimiento",
                    "a mi regimiento",
                ])(r)
                .or_else(|_: nom::Err<_>| {
                    let (r, _) = one_of(&["into the", "into", "en el", "en los", "en"])(r)?;
                    regiment(r).map(|(r, _)| (r, ""))
                })?;
                (r, whom)
            }
        },
    };
    let (rest, _) = opt(one_of(&[
        "to the regiment",
        "to my regiment",
        "into the regiment",
        "al regimiento",
        "en el regimiento",
        "a mi regimiento",
    ]))
    .parse(rest)?;
    // "admit Jacques Bonhomme to the 69th": his own regiment, named.
    let (rest, _) = opt(|i| {
        let (r, _) = one_of(&["to", "into", "in", "al", "en el", "en", "a"])(i)?;
        regiment(r)
    })
    .parse(rest)?;
    // "... when he applies", "cuando lo solicite": when the word is given, which is every
    // application of the month.
    let (rest, _) = opt(one_of(&[
        "when he applies",
        "if he applies",
        "should he apply",
        "cuando lo solicite",
        "si lo solicita",
        "cuando solicite el ingreso",
    ]))
    .parse(rest)?;
    Ok((
        rest,
        MonthlyOrder::Admissions {
            decision,
            whom: Some(whom.to_string()),
        },
    ))
}

/// `answered_applicant = name ("-" | ":" | ",") ("yes" | "admit" | "si" | "no" | "refuse" | ...)`:
/// a colonel's word on one applicant, as a veteran writes it ("Bastide - yes", "Vernier -
/// no"), read only under an "Admissions:" label or after an admission on the same line.
pub fn answered_applicant(input: &str) -> PResult<'_, MonthlyOrder> {
    // "Lagache is in", "Roquefeuil is refused": said of him.
    fn said_of(input: &str) -> Option<(&str, MonthlyOrder)> {
        let i = sp(input);
        let k = [" is ", " es ", " queda "]
            .iter()
            .filter_map(|v| i.find(v).map(|k| (k, v.len())))
            .min()?;
        let (left, whom) = super::action::name(&i[..k.0]).ok()?;
        if !sp(left).is_empty() {
            return None;
        }
        let (rest, answer) = alt((one_of(YES), one_of(NO)))
            .parse(&i[k.0 + k.1 - 1..])
            .ok()?;
        let r = sp(rest);
        // ("Morin is refused - he wrote to me twice ...": why, after a dash.)
        let why = ["- ", "– ", "— "].iter().any(|d| r.starts_with(d));
        let rest = if why {
            &r[r.find(['.', ';']).unwrap_or(r.len())..]
        } else {
            rest
        };
        (r.is_empty() || r.starts_with([',', '.', ';']) || why)
            .then(|| (rest, answered(answer, whom)))
    }
    if let Some(found) = said_of(input) {
        return Ok(found);
    }
    let (rest, whom) = super::action::name(input)?;
    // "Octave Lisieux no, I refuse him": the bare answer after the name, then said again.
    let bare = one_of(&["no", "yes", "si"])(rest).is_ok_and(|(r, _)| {
        let r = sp(r);
        r.is_empty() || r.starts_with([',', '.', ';'])
    });
    let (rest, _) = if bare {
        (rest, None)
    } else {
        alt((punct('-'), punct(':'), punct(','), punct('–')))
            .parse(rest)
            .map(|(r, p)| (r, Some(p)))?
    };
    let (rest, answer) = alt((one_of(YES), one_of(NO))).parse(rest)?;
    let (rest, _) = opt(|i| {
        let (i, _) = opt(punct(',')).parse(i)?;
        one_of(&[
            "i refuse him",
            "i reject him",
            "i accept him",
            "i admit him",
            "lo rechazo",
            "lo admito",
            "lo acepto",
        ])(i)
    })
    .parse(rest)?;
    Ok((rest, answered(answer, whom)))
}

/// The labels a colonel's answers to his applicants stand under.
pub const ADMISSION_LABELS: &[&str] = &[
    "admissions",
    "applicants",
    "admisiones",
    "aspirantes",
    // "Regimental business: Lagache is in, ...".
    "regimental business",
    "asuntos del regimiento",
];

/// `admissions_label = ("admissions" | "applicants" | "admisiones" | "aspirantes") [":"]
/// answered_applicant`.
pub fn admissions_label(input: &str) -> PResult<'_, MonthlyOrder> {
    let (rest, _) = one_of(ADMISSION_LABELS)(input)?;
    let (rest, _) = opt(punct(':')).parse(rest)?;
    answered_applicant(rest)
}

/// ```text
/// admissions_list = admission_label [words] ":" answer (("," | ";" | "and" | "y") answer)*
/// answer = yes_or_no ["to" | "for" | "a" | "para"] name
///        | name ["-" | ":" | ","] yes_or_no
/// ```
/// A colonel's answers to his applicants, several on one line: "Admissions to the Gascons: YES
/// to Bertrand Lescure, NO to Hippolyte Vasseur", "Admissions: Lescure yes, Vasseur no",
/// "Applicants: admit Lescure, refuse Vasseur".
pub fn admissions_list(input: &str) -> Option<(&str, Vec<MonthlyOrder>)> {
    let (rest, _) = one_of(ADMISSION_LABELS)(input).ok()?;
    // "to the Gascons", "for the 69th": whose applicants, before the colon.
    let colon = rest.find(':')?;
    if rest[..colon].split_whitespace().count() > 6 || rest[..colon].contains(['.', ';']) {
        return None;
    }
    let mut rest = &rest[colon + 1..];
    let mut answers = Vec::new();
    while let Some((r, order)) = answer_first(rest).or_else(|| name_first(rest)) {
        answers.push(order);
        rest = r;
        match alt((punct(','), punct(';'), |i| one_of(&["and", "y", "e"])(i))).parse(rest) {
            Ok((r, _)) if answer_first(r).or_else(|| name_first(r)).is_some() => rest = r,
            _ => break,
        }
    }
    (!answers.is_empty()).then_some((rest, answers))
}

/// "Applications to the 69th:", "Aspirantes al regimiento:", "As Colonel, on the
/// applications to the 53rd this month:" alone on a line: the colonel's answers follow it, one
/// a line.
pub fn applicants_heading(line: &str) -> bool {
    let t = line.trim_end();
    let Some(head) = t.strip_suffix(':') else {
        return false;
    };
    let words: Vec<&str> = super::lex::words_in(head).collect();
    !head.contains([':', '.', ';'])
        && words.len() <= 12
        && words.iter().any(|w| {
            ADMISSION_LABELS.contains(w)
                || ["applications", "solicitudes", "candidatos"].contains(w)
        })
}

/// A colonel's yes and no to an applicant.
const YES: &[&str] = &[
    "yes", "admit", "admitted", "accept", "accepted", "in", "si", "admitido", "aceptado", "admito",
    "acepto",
];
const NO: &[&str] = &[
    "no",
    "refuse",
    "refused",
    "reject",
    "rejected",
    "out",
    "rechazado",
    "rechazo",
    "no admito",
];

fn answered(word: &str, whom: &str) -> MonthlyOrder {
    MonthlyOrder::Admissions {
        decision: if NO.contains(&word) {
            Decision::Against
        } else {
            Decision::For
        },
        whom: Some(whom.to_string()),
    }
}

/// "YES to Bertrand Lescure", "admit Lescure", "no a Vasseur".
fn answer_first(input: &str) -> Option<(&str, MonthlyOrder)> {
    let (r, word) = alt((one_of(YES), one_of(NO))).parse(input).ok()?;
    let (r, _) = opt(one_of(&["to", "for", "a", "al", "para"]))
        .parse(r)
        .ok()?;
    let (r, whom) = super::action::name(r).ok()?;
    Some((r, answered(word, whom)))
}

/// "Lescure yes", "Bastide - yes", "Vernier: no"; alone on a line under a heading of
/// applicants, "Perrin Aubriot: admitted".
pub fn name_first(input: &str) -> Option<(&str, MonthlyOrder)> {
    let (mut r, mut whom) = super::action::name(input).ok()?;
    // ("Lescure yes": the name reader takes the answer for a word of the name.)
    if let Some((head, last)) = whom.rsplit_once(' ')
        && (YES.contains(&last) || NO.contains(&last))
    {
        let at = last.as_ptr() as usize - input.as_ptr() as usize;
        (whom, r) = (head, &input[at..]);
    }
    let (r, _) = opt(alt((punct('-'), punct(':'), punct('–'))))
        .parse(r)
        .ok()?;
    let (r, word) = alt((one_of(YES), one_of(NO))).parse(r).ok()?;
    // The answer ends its item: "Lescure yes, ..." (not "Lescure in the 69th").
    let after = sp(r);
    (after.is_empty()
        || after.starts_with([',', ';', '.', '(', '-'])
        || one_of(&["and", "y"])(r).is_ok())
    .then(|| (r, answered(word, whom)))
}

/// `refusal = ("refuse" | "reject" | "rechazo a" | "no admito a") name`: an applicant refused,
/// read only where the context says it is one (see the sheet).
pub fn refusal(input: &str) -> PResult<'_, MonthlyOrder> {
    let (input, _) =
        opt(one_of(&["i", "and i", "but i", "and", "but", "y", "pero"])).parse(input)?;
    let (rest, _) = one_of(&[
        "refuse",
        "reject",
        "turn away",
        "turn down",
        "rechazo a",
        "rechazo",
        "no admito a",
        "no admito",
    ])(input)?;
    let (rest, whom) = super::action::name(rest)?;
    Ok((
        rest,
        MonthlyOrder::Admissions {
            decision: Decision::Against,
            whom: Some(whom.to_string()),
        },
    ))
}
