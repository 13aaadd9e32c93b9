//! Whom a pronoun stands for, and names put back as the player wrote them: "court her" after
//! "Mlle Kerjean", "him" after a challenge, "Major Cadoudal has asked me to Hunter's". The
//! folded line is what the reader reads; the original is what the orders keep.

use super::condition::is_pronoun;
use super::text::Line;
use crate::orders::Action;

/// True when a name is a man's by its title or rank: "Pvt. Noel Bastide", "Don Ramiro",
/// "Capt. Lemaire", "el Subalterno Rafael Chourio".
pub(super) fn titled_a_man(name: &str) -> bool {
    // Besides the ranks, the titles only a man bears.
    const MEN: &[&str] = &[
        "captain",
        "major",
        "colonel",
        "general",
        "don",
        "monsieur",
        "m",
        "sir",
        "lord",
        "count",
        "comte",
        "conde",
        "chevalier",
        "baron",
        "duke",
        "duc",
        "duque",
        "marquis",
        "marques",
        "vicomte",
        "vizconde",
        "capitan",
        "coronel",
        "mayor",
        "senor",
        "father",
        "padre",
        "abbe",
        "brother",
        "fray",
    ];
    let folded = crate::orders::names::fold(name);
    let mut words = folded
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty());
    let first = match words.next() {
        Some("el" | "the") => words.next(),
        w => w,
    };
    first.is_some_and(|w| MEN.contains(&w) || super::words::RANK_TITLES.contains(&w))
}

/// Puts back what the player wrote for the folded name `n` (found in `text`, a slice of the
/// folded line), or the person a pronoun stands for.
pub(super) fn restore(
    line: &Line,
    text: &str,
    n: &mut String,
    people: &(Option<String>, Option<String>),
    unresolved: &mut Option<String>,
) {
    let folded = crate::orders::names::fold(n);
    // "Major Cadoudal has asked me to Hunter's": the host is the man named before the words.
    let asked_along = super::club::ASKED_ALONG.contains(&folded.as_str());
    if is_pronoun(&folded) || asked_along {
        let masculine = asked_along
            || matches!(folded.as_str(), "him" | "he" | "lo" | "el")
            || super::society::DESCRIBED_MAN.contains(&folded.as_str());
        let nearer = if masculine {
            man_earlier_in_sentence(line, text)
        } else {
            lady_earlier_in(line, text, Reach::Sentence)
        };
        // Failing that, a lady titled earlier in the week's text, outside any order ("I've
        // asked Mlle Laure d'Ivry to receive me; if she accepts, court her").
        // (A man named last, "Lt. Gilles Marchais" as a guest, is no one "her" stands for.)
        let no_lady = people.0.as_deref().is_none_or(titled_a_man);
        let earlier = (!masculine && nearer.is_none() && no_lady)
            .then(|| lady_earlier_in(line, text, Reach::Line))
            .flatten();
        // ("She" is never the man just named as a guest, "Pvt. Noel Bastide".)
        let person = if masculine {
            nearer.as_deref().or(people.1.as_deref())
        } else {
            nearer
                .as_deref()
                .or(people.0.as_deref().filter(|p| !titled_a_man(p)))
                .or(earlier.as_deref())
        };
        match person {
            Some(p) => *n = p.to_string(),
            None => *unresolved = Some(line.original_of(text).to_string()),
        }
        return;
    }
    if let Some(at) = text.find(n.as_str()) {
        let part = &text[at..at + n.len()];
        let original = line.original_of(part).trim_matches(['"', '“', '”', ' ']);
        // A possessive is not part of the name: "Jacques Bonhomme's (application)".
        let original = original
            .strip_suffix("'s")
            .or_else(|| original.strip_suffix("’s"))
            .unwrap_or(original);
        // (A name wrapped onto the next line by the mail program is one name.)
        *n = original.split_whitespace().collect::<Vec<_>>().join(" ");
    }
}

/// How far back [`lady_earlier_in`] looks.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Reach {
    /// To the start of the sentence.
    Sentence,
    /// To the start of the line (the week's text).
    Line,
}

/// A lady named by her title earlier in the sentence (or the line) of `text`, outside any
/// order ("Lay alongside Mlle Maëlle Kerjean and court her"): whom "her" stands for there,
/// rather than whoever an order named last.
fn lady_earlier_in(line: &Line, text: &str, reach: Reach) -> Option<String> {
    let before = &line.folded[..line.offset(text)];
    let start = match reach {
        Reach::Sentence => before.rfind(['.', ';', '!', '?']).map_or(0, |i| i + 1),
        Reach::Line => 0,
    };
    let sentence = &before[start..];
    let mut at = None;
    let mut pos = 0;
    for word in sentence.split(' ') {
        if super::words::TITLES_OF_LADIES
            .contains(&word.trim_matches(|c: char| !c.is_alphanumeric()))
        {
            at = Some(pos);
        }
        pos += word.len() + 1;
    }
    let (_, name) = super::name::name(&sentence[at?..]).ok()?;
    let original = line.original_of(name).trim();
    let original = original
        .strip_suffix("'s")
        .or_else(|| original.strip_suffix("’s"))
        .unwrap_or(original);
    Some(original.to_string())
}

/// A man named earlier in the sentence of `text` as the one who does something ("Porthos
/// has asked me for money: lend him 50 crowns"): a name, as written with its capitals,
/// right before a verb of his. Whom "him" stands for there.
fn man_earlier_in_sentence(line: &Line, text: &str) -> Option<String> {
    const HIS_VERBS: &[&str] = &[
        "has",
        "is",
        "was",
        "asked",
        "asks",
        "have",
        "invited",
        "wants",
        "needs",
        "owes",
        "begged",
        "begs",
        "lent",
        "helped",
        "challenged",
        "insulted",
        "me",
        "ha",
        "esta",
        "necesita",
        "pidio",
        "quiere",
    ];
    const PARTICLES: &[&str] = &["de", "du", "des", "la", "le", "von", "van", "del"];
    let original = line.original;
    let whole = line.original_of(text);
    let at = (whole.as_ptr() as usize).checked_sub(original.as_ptr() as usize)?;
    let before = original.get(..at)?;
    let start = before.rfind(['.', ';', '!', '?']).map_or(0, |i| i + 1);
    let words: Vec<&str> = before[start..].split_whitespace().collect();
    let mut found = None;
    let mut k = 0;
    while k < words.len() {
        // ("d'Entrecasteaux", "l'Estrange": the particle glued to a capital.)
        let capital = |w: &str| {
            let w = ["d'", "d’", "l'", "l’"]
                .iter()
                .find_map(|p| w.strip_prefix(p))
                .unwrap_or(w);
            w.starts_with(|c: char| c.is_uppercase())
        };
        if !capital(words[k]) {
            k += 1;
            continue;
        }
        let mut end = k + 1;
        while end < words.len()
            && (capital(words[end])
                || PARTICLES.contains(&words[end])
                    && words.get(end + 1).is_some_and(|w| capital(w)))
        {
            end += 1;
        }
        // (The name may end where the order's text begins: "Major Cadoudal | has asked me".)
        let next = words
            .get(end)
            .copied()
            .or_else(|| whole.split_whitespace().next())
            .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()));
        let name = words[k..end].join(" ");
        let name = name.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'');
        if next.is_some_and(|w| HIS_VERBS.contains(&w.to_lowercase().as_str()))
            && !["I", "He", "She", "It", "We", "They", "The", "My", "His"].contains(&name)
        {
            found = Some(name.to_string());
        }
        k = end;
    }
    found
}

/// The lady an action names last: whom "her" or "la" would stand for after it.
pub(super) fn person_of(action: &Action) -> Option<String> {
    match action {
        Action::Court { lady, .. } | Action::FollowLady { lady } | Action::Propose { lady } => {
            Some(lady.clone())
        }
        Action::Theatre { guests, .. } => guests.last().cloned(),
        Action::Invite { whom, .. } => Some(whom.clone()),
        Action::Gift { whom, .. } => whom.clone(),
        _ => None,
    }
}

/// The man an action names last: whom "him" would stand for after it.
pub(super) fn man_of(action: &Action) -> Option<String> {
    match action {
        Action::Challenge { whom, .. }
        | Action::Apologise { whom }
        | Action::Lend { whom, .. }
        | Action::Repay { whom, .. }
        | Action::DemandRepayment { whom } => Some(whom.clone()),
        Action::AcceptChallenge { whom } | Action::DeclineChallenge { whom } => whom.clone(),
        _ => None,
    }
}
