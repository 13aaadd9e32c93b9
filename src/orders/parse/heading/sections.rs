//! Headings of sections that are not one week: the month's orders ("Monthly:",
//! "Observaciones:"), the weeks left ("Rest of the month:", "Resto del mes:") and the duel's
//! orders ("Duel:", "If I fight: ...").

use super::*;

/// ```text
/// monthly_heading = ("monthly" ["orders"] | "all month" | "whole month" | "the month"
///                   | "observaciones" | "observacion" | "todo el mes" | "mensual")
///                   (":" | "-" | end of line at the start of a line)
/// ```
pub fn monthly_heading(input: &str, line_start: bool) -> PResult<'_, Found> {
    const LABELS: &[(&str, Language)] = &[
        ("monthly", Language::English),
        ("monthly orders", Language::English),
        ("all month", Language::English),
        ("whole month", Language::English),
        ("the whole month", Language::English),
        ("for the month", Language::English),
        ("for the whole month", Language::English),
        ("observaciones", Language::Spanish),
        ("obs", Language::Spanish),
        ("observacion", Language::Spanish),
        ("todo el mes", Language::Spanish),
        ("durante todo el mes", Language::Spanish),
        ("mensual", Language::Spanish),
        ("ordenes mensuales", Language::Spanish),
        // A colonel's month: "Asuntos del Regimiento: admito en el 4º al Teniente ...".
        ("asuntos del regimiento", Language::Spanish),
        ("asuntos regimentales", Language::Spanish),
    ];
    let (rest, (_, lang)) = longest(input, LABELS.iter().copied())?;
    let mut end = alt((punct(':'), punct('-'), punct(']')));
    let (rest, _) = if line_start {
        alt((end, eof)).parse(rest)?
    } else {
        end.parse(rest)?
    };
    Ok((rest, (Heading::Monthly, Some(lang))))
}

/// ```text
/// remaining_heading = ("rest of the month" | "the remaining weeks" | "resto del mes"
///                     | "las demas semanas" | ...) (":" | "-")       at the start of a line
/// ```
pub(super) fn remaining_heading(input: &str, line_start: bool) -> PResult<'_, Found> {
    const LABELS: &[(&str, Language)] = &[
        ("rest of the month", Language::English),
        ("the rest of the month", Language::English),
        ("for the rest of the month", Language::English),
        ("rest of month", Language::English),
        ("remaining weeks", Language::English),
        ("the remaining weeks", Language::English),
        ("the other weeks", Language::English),
        ("other weeks", Language::English),
        ("resto del mes", Language::Spanish),
        ("el resto del mes", Language::Spanish),
        ("lo que queda del mes", Language::Spanish),
        ("el resto de las semanas", Language::Spanish),
        ("resto de semanas", Language::Spanish),
        ("las demas semanas", Language::Spanish),
        ("las semanas restantes", Language::Spanish),
        ("semanas restantes", Language::Spanish),
    ];
    if !line_start {
        return PErr::at(input).miss();
    }
    let (rest, (_, lang)) = longest(input, LABELS.iter().copied())?;
    let (rest, _) = alt((punct(':'), punct('-'))).parse(rest)?;
    Ok((rest, (Heading::Remaining, Some(lang))))
}

/// ```text
/// duel_heading = ("duel" | "duels" | "duel orders" | "duelling" | "standing duel orders"
///                | "sequence" | "duelo" | "duelos" | "ordenes de duelo" | "secuencia") (":" | "-")
/// ```
pub fn duel_heading(input: &str, line_start: bool) -> PResult<'_, Found> {
    if line_start && let Some(found) = if_i_fight(input) {
        return Ok(found);
    }
    const LABELS: &[(&str, Language)] = &[
        ("duel", Language::English),
        ("duels", Language::English),
        ("duel orders", Language::English),
        ("duelling", Language::English),
        ("dueling", Language::English),
        ("duelling orders", Language::English),
        ("dueling orders", Language::English),
        ("standing duel orders", Language::English),
        ("duel instructions", Language::English),
        ("duel stuff", Language::English),
        ("duel settings", Language::English),
        ("duel prefs", Language::English),
        ("duel preferences", Language::English),
        ("duelling preferences", Language::English),
        ("sequence", Language::English),
        ("duel sequence", Language::English),
        // "Seq: XLX XXS JBX", "Seq. X-L-X": a veteran's shorthand.
        ("seq", Language::English),
        ("duelo", Language::Spanish),
        ("duelos", Language::Spanish),
        // A German's "Duell:", an Italian's "Duello:", a Frenchman's "Duel :".
        ("duell", Language::English),
        ("duello", Language::English),
        ("ordenes de duelo", Language::Spanish),
        ("instrucciones de duelo", Language::Spanish),
        ("secuencia", Language::Spanish),
        ("secuencia de duelo", Language::Spanish),
        ("for the duel", Language::English),
        ("for duels", Language::English),
        ("in duels", Language::English),
        ("para el duelo", Language::Spanish),
        ("para los duelos", Language::Spanish),
        ("en duelo", Language::Spanish),
        ("about duel", Language::English),
        ("about duels", Language::English),
        ("about the duel", Language::English),
        ("about duelling", Language::English),
        ("regarding duels", Language::English),
        ("as for duels", Language::English),
        ("if i duel", Language::English),
        ("in a duel", Language::English),
        ("sobre el duelo", Language::Spanish),
        ("sobre los duelos", Language::Spanish),
        ("en caso de duelo", Language::Spanish),
        ("si me bato", Language::Spanish),
    ];
    let (rest, (_, lang)) = longest(input, LABELS.iter().copied())?;
    // ("Duelling ▸ Sabre.": the writer's own mark.)
    let mut end = alt((
        punct(':'),
        punct('-'),
        punct(']'),
        super::super::lex::mark,
        dot_leaders,
    ));
    let (rest, _) = match end.parse(rest) {
        Ok(found) => found,
        Err(_) if line_start && sp(rest).is_empty() => (rest, rest),
        // "Duel sequence, laid out the way the rulebook does it:".
        Err(_) if line_start && rest.starts_with(',') => (&rest[1..], rest),
        // "Duel cutlass X-S-X", "Duelo (arma: espada):", "DUEL\tcutlass": at the start of
        // a line, a label and then duel orders.
        Err(_) if line_start && rest.starts_with([' ', '\t', '(']) && duel_follows(rest) => {
            (rest, rest)
        }
        // "Duel as before but change the surrender to 20": standing orders, then a change.
        Err(_)
            if line_start
                && one_of(&[
                    "as before",
                    "as last month",
                    "as usual",
                    "unchanged",
                    "is same",
                    "is the same",
                    "are same",
                    "are the same",
                    "same as",
                    "orders as before",
                    "orders unchanged",
                    "como antes",
                    "sin cambios",
                    "como siempre",
                    "igual que",
                ])(rest)
                .is_ok() =>
        {
            (rest, rest)
        }
        // "..., for the duel he fight with rapier x-l-x p-r and he surrender at the half":
        // inside a sentence, a label of several words with duel orders soon after it.
        Err(_)
            if !line_start
                && rest.starts_with(' ')
                && input.split_whitespace().take(2).count() == 2
                && !one_of(&["duel", "duels", "duelo", "duelos", "sequence", "secuencia"])(
                    input,
                )
                .is_ok_and(|(r, _)| r.len() == rest.len())
                && duel_soon(rest) =>
        {
            (rest, rest)
        }
        // "... gastos ostentosos. Duelo con sable: -X-T-X-...": the weapon in the label, and
        // its colon, anywhere.
        Err(_)
            if (
                one_of(&["con", "con el", "con la", "with", "with the", "with my"]),
                super::super::action::weapon,
                punct(':'),
            )
                .parse(rest)
                .is_ok() =>
        {
            (rest, rest)
        }
        Err(e) => return Err(e),
    };
    let lang = if matches!(lang, Language::English) && input.trim_start().starts_with("sequence") {
        None
    } else {
        Some(lang)
    };
    Ok((rest, (Heading::Duel, lang)))
}

/// "Si me toca batirme: rapier, -X-F-X- ...", "If anyone challenges me, I fight with the
/// sabre: X-L-X ...": duel orders under the condition that is the duel itself. Only with a
/// sequence after it: "If Rohan challenges me, I accept" is a week's condition.
fn if_i_fight(input: &str) -> Option<(&str, Found)> {
    const FIGHT: &[&str] = &[
        "fight",
        "fights",
        "duel",
        "duels",
        // "If anyone wants satisfaction while he's in this mood: the rapier", "if it comes
        // to crossing swords".
        "satisfaction",
        "satisfaccion",
        "swords",
        "blades",
        "steel",
        "espadas",
        "aceros",
        "challenged",
        "challenges",
        "challenge",
        "calls",
        "call",
        "called",
        "draws",
        "draw",
        "drew",
        "batirme",
        "batirse",
        "bato",
        "duelo",
        "retarme",
        "reta",
        "retan",
        "desafia",
        "desafiarme",
        "desafian",
    ];
    let (r, lead) = one_of(&[
        "if",
        "should",
        "had",
        "whenever",
        "in case",
        "si",
        "en caso de que",
        "cuando",
    ])(input)
    .ok()?;
    let sep = r.find([',', ':'])?;
    let clause = &r[..sep];
    let fights = clause
        .split(|c: char| !c.is_alphanumeric())
        .any(|w| FIGHT.contains(&w));
    if !fights
        || clause.split_whitespace().count() > 10
        || !super::super::duel::holds_codes(&r[sep..])
    {
        return None;
    }
    let lang = match lead {
        "si" | "en caso de que" | "cuando" => Language::Spanish,
        _ => Language::English,
    };
    // "If he is called out he'll fight with the rapier: X-L-X ...": the weapon is the duel's,
    // read with the codes.
    let head = &input[..input.len() - r.len() + sep];
    if super::super::standing::weapon_if_called_out(head).is_some() {
        return Some((input, (Heading::Duel, Some(lang))));
    }
    Some((&r[sep + 1..], (Heading::Duel, Some(lang))))
}

/// True when duel orders follow a duel label with no colon: a bracket, a weapon, codes or
/// the word for a sequence, a weapon or surrender.
/// Duel orders within the next few words of `rest` ("he fight with rapier x-l-x ...").
fn duel_soon(rest: &str) -> bool {
    let mut t = sp(rest);
    for _ in 0..5 {
        if duel_follows(t) {
            return true;
        }
        match t.find(' ') {
            Some(n) => t = sp(&t[n..]),
            None => return false,
        }
        if t.starts_with([',', ';', '.']) {
            return false;
        }
    }
    false
}

fn duel_follows(rest: &str) -> bool {
    let t = sp(rest);
    // "Duelo con rapier: -X-F-X- ...", "Duel with the sabre:".
    let t = one_of(&["con", "with", "using", "a"])(t)
        .and_then(|(r, _)| opt(one_of(&["el", "la", "the"])).parse(r))
        .map_or(t, |(r, _)| sp(r));
    t.starts_with('(')
        || super::super::society::weapon_plural(t).is_ok()
        || super::super::duel::starts_with_codes(t)
        || one_of(&[
            "seq",
            "sequence",
            "secuencia",
            "weapon",
            "arma",
            "surrender",
            "surr",
            "me rindo",
        ])(t)
        .is_ok()
}
