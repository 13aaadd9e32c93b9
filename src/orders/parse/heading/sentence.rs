//! Weeks named inside a sentence rather than as a heading: "and week 4 rest", "la semana
//! siguiente voy al club", "Also in 3 week I give ...", a branch's own week ("if not then week
//! 3 I practise"), every week but one ("except the third"), and weeks named at an order's end
//! (", weeks one and two").

use super::*;

pub fn week_in_sentence(input: &str) -> Option<(&str, Heading, Option<Language>)> {
    let i = one_of(&[
        "so",
        "and",
        "then",
        "but",
        "y",
        "pero",
        "luego",
        "asi que",
        "and then",
        // "Also in 3 week I give loan ...", "Además, en la semana 2 ...".
        "also",
        "and also",
        "ademas",
        "tambien",
        // "Everything else stands, except that in week 4 I'll take Clotilde...".
        "except that",
        "except",
        "save that",
        "salvo que",
        "excepto que",
    ])(input)
    .map_or(input, |(r, _)| r);
    let joined = i.len() < input.len();
    // "then the week after I court her", "la semana siguiente voy al club".
    if let Ok((rest, _)) = one_of(&[
        "the week after that",
        "the week after",
        "the next week",
        "the following week",
        "the week following",
        "next week",
        "a la semana siguiente",
        "la semana siguiente",
        "la siguiente semana",
        "a la siguiente semana",
        "la semana de despues",
        "a la semana",
        "la otra semana",
        "the other week",
    ])(i)
    {
        let other = i.contains("otra") || i.contains("other");
        let rest = alt((punct(','), punct(':')))
            .parse(rest)
            .map_or(rest, |(r, _)| r);
        let order = super::super::action::is_order_word(sp(rest)) || sp(rest).starts_with("i ");
        if order || one_of(&["yo", "voy", "me", "le", "la", "lo"])(rest).is_ok() {
            return Some((rest, Heading::Next { other }, None));
        }
    }
    // "la semana 3 cortejo a ...", "En la 4, si la conquisté, ...": the week with its
    // article, or its number alone after "en la".
    if let Ok((r, art)) = one_of(&["la", "en la", "para la", "the"])(i) {
        let label = week_label(r, false)
            .ok()
            .map(|(rest, (n, lang))| (rest, n, lang));
        let bare = (art != "la" && art != "the")
            .then(|| digits(sp(r)))
            .flatten()
            .filter(|(rest, _)| rest.starts_with(','))
            .map(|(rest, n)| (rest, n, Some(Language::Spanish)));
        if let Some((rest, n, lang)) = label.or(bare)
            && (1..=4).contains(&n)
        {
            let rest = punct(',').parse(rest).map_or(rest, |(r, _)| r);
            if !sp(rest).is_empty() && !sp(rest).starts_with(['.', ';', ')']) {
                return Some((rest, Heading::Week(n), lang));
            }
        }
    }
    // "then week 3 I bring her", "and week 4 rest": a label after a word that joins, and
    // "The final week I borrow", "la tercera semana voy": an ordinal week with its article.
    if let Ok((rest, (n, lang))) = week_label(i, false)
        .ok()
        .filter(|_| joined)
        .map_or_else(|| ordinal_phrase(i), Ok)
        && (1..=4).contains(&n)
        && (joined || one_of(&["the", "la"])(i).is_ok())
        && !sp(rest).is_empty()
        && !sp(rest).starts_with(['.', ';', ',', ')'])
        && one_of(&["of", "de", "was", "fue", "went", "did"])(rest).is_err()
    {
        return Some((rest, Heading::Week(n), lang));
    }
    // "... 2nd wk duty 3rd wk take marie": an ordinal and "wk".
    if let Some((rest, n)) = bare_week_label("", sp(i)) {
        return Some((rest, Heading::Week(n), Some(Language::English)));
    }
    if let Some((rest, n)) = la_week(i) {
        return Some((rest, Heading::Week(n), Some(Language::Spanish)));
    }
    // "To begin the month, Urbain asks ...", "Y para cerrar el mes, ...": the first or the
    // last week named by the month's ends.
    const ENDS: &[(&str, (u8, Language))] = &[
        ("to begin the month", (1, Language::English)),
        ("to start the month", (1, Language::English)),
        ("to open the month", (1, Language::English)),
        ("we open the month", (1, Language::English)),
        ("at the start of the month", (1, Language::English)),
        ("at the beginning of the month", (1, Language::English)),
        // "The month opens with the new play at the Théâtre Royale ...".
        ("the month opens with", (1, Language::English)),
        ("the month begins with", (1, Language::English)),
        ("the month starts with", (1, Language::English)),
        ("el mes empieza con", (1, Language::Spanish)),
        ("el mes comienza con", (1, Language::Spanish)),
        ("el mes se abre con", (1, Language::Spanish)),
        ("the month ends with", (4, Language::English)),
        ("the month closes with", (4, Language::English)),
        ("el mes termina con", (4, Language::Spanish)),
        ("el mes acaba con", (4, Language::Spanish)),
        ("el mes se cierra con", (4, Language::Spanish)),
        ("para empezar el mes", (1, Language::Spanish)),
        ("para comenzar el mes", (1, Language::Spanish)),
        ("para abrir el mes", (1, Language::Spanish)),
        ("al principio del mes", (1, Language::Spanish)),
        ("a principios de mes", (1, Language::Spanish)),
        ("to end the month", (4, Language::English)),
        ("to close the month", (4, Language::English)),
        ("to finish the month", (4, Language::English)),
        ("to round off the month", (4, Language::English)),
        ("to wind up the month", (4, Language::English)),
        ("para terminar el mes", (4, Language::Spanish)),
        ("para acabar el mes", (4, Language::Spanish)),
        ("para cerrar el mes", (4, Language::Spanish)),
        ("para rematar el mes", (4, Language::Spanish)),
    ];
    if let Ok((rest, (_, (n, lang)))) = longest(i, ENDS.iter().copied()) {
        let rest = punct(',').parse(rest).map_or(rest, |(r, _)| r);
        if !sp(rest).is_empty() && !sp(rest).starts_with(['.', ';', ')']) {
            return Some((rest, Heading::Week(n), Some(lang)));
        }
    }
    // "the two remaining weeks I'll be at Red Phillips", "las dos últimas semanas".
    const PAIRS: &[(&str, (u8, u8, Language))] = &[
        ("the first two weeks", (1, 2, Language::English)),
        ("the two remaining weeks", (3, 4, Language::English)),
        ("the remaining two weeks", (3, 4, Language::English)),
        ("the last two weeks", (3, 4, Language::English)),
        ("the other two weeks", (3, 4, Language::English)),
        ("the final two weeks", (3, 4, Language::English)),
        ("las dos primeras semanas", (1, 2, Language::Spanish)),
        ("las dos ultimas semanas", (3, 4, Language::Spanish)),
        ("las otras dos semanas", (3, 4, Language::Spanish)),
        ("las dos semanas restantes", (3, 4, Language::Spanish)),
        ("the first fortnight", (1, 2, Language::English)),
        ("the second fortnight", (3, 4, Language::English)),
        ("la primera quincena", (1, 2, Language::Spanish)),
        ("la segunda quincena", (3, 4, Language::Spanish)),
    ];
    let pair = one_of(&["for", "during", "in", "durante", "en"])(i).map_or(i, |(r, _)| r);
    if let Ok((rest, (_, (a, b, lang)))) = longest(pair, PAIRS.iter().copied()) {
        let rest = one_of(&[",", ":", "-", "are", "will be", "son", "seran"])(rest)
            .map_or(rest, |(r, _)| r);
        return (!sp(rest).is_empty()).then_some((rest, Heading::Weeks(a, b), Some(lang)));
    }
    let (i, _) = one_of(&[
        "in",
        "on",
        "for",
        "during",
        "en la",
        "durante la",
        "para la",
    ])(i)
    .ok()?;
    let (rest, (n, lang)) = match week_label(i, false) {
        Ok(found) => found,
        Err(_) => ordinal_phrase(i).ok()?,
    };
    if !(1..=4).contains(&n) {
        return None;
    }
    let rest = alt((punct(','), punct(':'), punct('-')))
        .parse(rest)
        .map_or(rest, |(r, _)| r);
    // Something must follow: "in week 3" at a sentence's end is a detail ("invite her for
    // week 3").
    (!sp(rest).is_empty() && !sp(rest).starts_with(['.', ';'])).then_some((
        rest,
        Heading::Week(n),
        lang,
    ))
}

/// A week named where a condition's branch starts: "If she accepts, then week 3 I take her
/// to the club; if not then week 3 I practise": the week and what follows its label.
pub fn branch_label(input: &str) -> Option<(&str, u8)> {
    let i = one_of(&["in", "for", "en la", "para la"])(input).map_or(input, |(r, _)| r);
    let (rest, (n, _)) = week_label(i, false).or_else(|_| ordinal_phrase(i)).ok()?;
    let rest = alt((punct(','), punct(':')))
        .parse(rest)
        .map_or(rest, |(r, _)| r);
    ((1..=4).contains(&n) && !sp(rest).is_empty()).then_some((rest, n))
}

/// The week a conditional order names inside itself ("If the courting works then week 3 I
/// bring her to the Blue Gables"), when it opens with its condition.
pub fn branch_week(piece: &str) -> Option<u8> {
    one_of(&["if", "si", "and if", "y si"])(piece).ok()?;
    let end = piece.find([';', '.']).unwrap_or(piece.len()).min(240);
    let head = &piece[..piece.floor_char_boundary(end)];
    // After the comma or the "then" that ends the condition, not inside it ("If I won her in
    // week 1, ...").
    head.match_indices([',', ' '])
        .filter_map(|(k, c)| {
            let after = &piece[k + 1..];
            let after = match one_of(&["then", "entonces"])(after) {
                Ok((r, _)) => r,
                Err(_) if c == "," => after,
                Err(_) => return None,
            };
            branch_label(after).map(|(_, n)| n)
        })
        .next()
}

/// "Rapier practice every week this month except the third, which is regimental duty",
/// "practica con la ropera todas las semanas menos la tercera, que la pasa con su dama": the
/// orders of every week, and the one week that has others. Gives where the exception starts
/// (the orders before it are every week's), the week, and where its own orders start.
pub fn except_week(piece: &str) -> Option<(usize, u8, usize)> {
    const EVERY: &[&str] = &[
        "every week",
        "each week",
        "all weeks",
        "all four weeks",
        "all the weeks",
        "todas las semanas",
        "cada semana",
        "las cuatro semanas",
    ];
    const EXCEPT: &[&str] = &[" except ", " but ", " menos ", " excepto ", " salvo "];
    if !EVERY.iter().any(|e| piece.contains(e)) {
        return None;
    }
    let (at, word) = EXCEPT
        .iter()
        .filter_map(|w| piece.find(w).map(|k| (k, *w)))
        .min()?;
    let r = &piece[at + word.len()..];
    let (r, _) = nom::combinator::opt(one_of(&["for", "in", "during", "en"]))
        .parse(r)
        .ok()?;
    let (r, (n, _)) = ordinal_phrase(r)
        .or_else(|_| {
            let (r, _) = one_of(&["the", "la", "el"])(r)?;
            let (r, n) = super::super::slots::ordinal(r)?;
            Ok::<_, nom::Err<PErr>>((r, (n, None)))
        })
        .or_else(|_| week_label(r, false))
        .ok()?;
    if !(1..=4).contains(&n) {
        return None;
    }
    let (r, _) = nom::combinator::opt(punct(',')).parse(r).ok()?;
    let (r, _) = nom::combinator::opt(one_of(&[
        "which is",
        "which will be",
        "which is for",
        "which goes to",
        "that is",
        "when i",
        "when ill",
        "where i",
        "which",
        "when",
        "que es",
        "que sera",
        "en la que",
        "cuando",
        "donde",
        "que",
    ]))
    .parse(r)
    .ok()?;
    let b = sp(r);
    (!b.trim_end_matches(['.', ' ']).is_empty()).then(|| (at, n, piece.len() - b.len()))
}

/// The weeks named at the end of a sentence, after its orders: "P.P.S. And buy a second
/// horse in week 3.", "presto 50 coronas a Pierre en la semana 2", as a note in brackets
/// ("400 borrowed from the moneylender (wk 1)") or after a dash ("Fencing (rapier) — weeks 1
/// and 3"). Gives where the naming starts, the weeks and the language of its words. An
/// invitation names the week it is for ("invite her for week 3"), so "for" is not taken,
/// nor a sentence that invites.
pub fn week_at_end(piece: &str) -> Option<(usize, Vec<u8>, Option<Language>)> {
    let body = piece.trim_end_matches(['.', '!', ' ', ',', ';']);
    if body.contains("invit") {
        return None;
    }
    if let Some(inner) = body.strip_suffix(')')
        && let Some(open) = inner.rfind('(')
        && let Some(weeks) = week_list(&inner[open + 1..])
    {
        return Some((open, weeks, None));
    }
    for dash in [" — ", " – ", " - ", " -- "] {
        if let Some(at) = body.rfind(dash)
            && at > 0
            && let Some(weeks) = week_list(&body[at + dash.len()..])
        {
            return Some((at, weeks, None));
        }
    }
    let from = body.len().saturating_sub(32);
    for (k, _) in body.char_indices().filter(|(k, _)| *k >= from) {
        if k == 0 || body.as_bytes()[k - 1] != b' ' {
            continue;
        }
        let t = &body[k..];
        // "duty wks 1 & 2", "servicio semanas 1 y 3": a list of weeks (a plural label, or
        // "both"), straight after the order.
        if one_of(&["wks", "weeks", "semanas"])(t).is_ok()
            && let Some(weeks) = week_list(t)
        {
            return Some((k, weeks, None));
        }
        let Ok((r, _)) = one_of(&["in", "during", "on", "en la", "durante la", "en"])(t) else {
            continue;
        };
        let found = week_label(r, false).or_else(|_| ordinal_phrase(r));
        if let Ok((rest, (n, lang))) = found
            && sp(rest).is_empty()
            && (1..=4).contains(&n)
        {
            return Some((k, vec![n], lang));
        }
    }
    None
}

/// "wk 1", "weeks 1 and 3", "weeks 2, 3 and 4", "semanas 1-2", "week 4", and nothing after.
fn week_list(t: &str) -> Option<Vec<u8>> {
    const WEEKS: &[&str] = &["weeks", "week", "wks", "wk", "semanas", "semana", "sem"];
    let (mut r, _) = one_of(WEEKS)(t).ok()?;
    let mut weeks = Vec::new();
    loop {
        let r2 = r.trim_start_matches([' ', '.', '#']);
        // ("weeks one and two": the numbers in words, not "a" nor "an".)
        let in_words = || {
            let (rest, n) = super::super::lex::small_number(r2).ok()?;
            (!r2.starts_with("a ") && !r2.starts_with("an ")).then_some((rest, n))
        };
        let (rest, n) = digits(r2).or_else(in_words)?;
        if !(1..=4).contains(&n) {
            return None;
        }
        weeks.push(n);
        r = rest;
        if sp(r).is_empty() {
            break;
        }
        // "1-2": a range; "1 and 3", "2, 3 y 4": a list.
        if let Ok((rest, _)) = alt((punct('-'), |i| one_of(&["to", "a"])(i))).parse(r)
            && let Some((rest, m)) = digits(rest.trim_start())
            && (n + 1..=4).contains(&m)
        {
            weeks.extend(n + 1..=m);
            r = rest;
            if sp(r).is_empty() {
                break;
            }
        }
        r = alt((punct(','), punct('&'), |i| one_of(&["and", "y"])(i)))
            .parse(r)
            .ok()?
            .0;
        r = one_of(&["and", "y"])(r).map_or(r, |(rest, _)| rest);
    }
    weeks.dedup();
    Some(weeks)
}
