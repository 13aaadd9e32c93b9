//! What the finished sheet doubts, looking back over the whole letter: text read past that
//! holds an order's words goes to the GM (the reader never drops a line that holds orders
//! without saying so), and a total the letter gives that the week's stakes contradict.

use super::Severity;
use super::leftover::{TOTAL_SAID, interest_rate, with_interest};
use super::lex::sp;
use crate::orders::{Diagnostic, OrderSheet, Say};

/// "4 bets of 50 (150 cr all told)": a total read past beside a week's stakes that do not
/// add up to it is a doubt the GM must settle (numbers that contradict each other).
pub(super) fn totals_that_disagree(sheet: &mut OrderSheet) {
    use crate::orders::Action;
    fn staked(a: &Action) -> Option<u32> {
        let gamble = match a {
            Action::VisitClub { gamble, .. }
            | Action::VisitBawdyhouse { gamble, .. }
            | Action::Tavern { gamble, .. }
            | Action::Casino { gamble } => gamble.as_ref()?,
            _ => return None,
        };
        (!gamble.bets.is_empty()).then(|| gamble.bets.iter().map(|b| b.crowns).sum())
    }
    for d in sheet.diagnostics.iter_mut() {
        // (Money not placed is "unread" until it is found to be the stakes' total.)
        if !matches!(d.say, Some(Say::ReadPast | Say::Unread)) {
            continue;
        }
        let Some(total) = a_total(&d.text) else {
            continue;
        };
        let week = sheet.weeks.iter().find(|w| w.lines.contains(&d.line));
        let sums: Vec<u32> = week
            .map(|w| w.actions.iter().filter_map(staked).collect())
            .unwrap_or_default();
        match sums[..] {
            [sum] if sum != total => {
                let say = Say::StakesDisagree { total, staked: sum };
                *d = Diagnostic::new(d.line, d.column, Severity::Error, d.text.clone(), say);
            }
            // "three bets of 50 - 150 crowns all told": the same stakes, added up.
            [_] => {
                *d = Diagnostic::new(
                    d.line,
                    d.column,
                    Severity::Warning,
                    d.text.clone(),
                    Say::ReadPast,
                );
            }
            _ => {}
        }
    }
}

/// "volunteers with a Frontier regiment, just for December": a volunteer "may not return
/// from campaign until the end of a campaign season" (000, Volunteers), so words that give
/// him less, read past in the week he volunteers, are a doubt the GM must settle.
pub(super) fn volunteers_for_less(sheet: &mut OrderSheet) {
    const LESS: &[&str] = &[
        "just for",
        "only for",
        "for just",
        "for only",
        "just this month",
        "only this month",
        "this month only",
        "for one month",
        "for a month",
        "for the month only",
        "whats left of",
        "what is left of",
        "until the end of the month",
        "solo por",
        "solo para",
        "solamente por",
        "solamente para",
        "nada mas por",
        "solo este mes",
        "por un mes",
        "lo que queda de",
        "lo que resta de",
        "hasta fin de mes",
    ];
    use crate::orders::Action;
    for d in sheet.diagnostics.iter_mut() {
        if d.say != Some(Say::ReadPast) {
            continue;
        }
        let folded = crate::orders::names::fold(&d.text);
        let less = folded
            .char_indices()
            .filter(|&(k, _)| k == 0 || folded[..k].ends_with(' '))
            .any(|(k, _)| super::lex::one_of(LESS)(&folded[k..]).is_ok());
        let volunteers = sheet
            .weeks
            .iter()
            .find(|w| w.lines.contains(&d.line))
            .is_some_and(|w| {
                w.actions
                    .iter()
                    .any(|a| matches!(a, Action::Volunteer { .. }))
            });
        if less && volunteers {
            let say = Say::VolunteersForLess;
            *d = Diagnostic::new(d.line, d.column, Severity::Error, d.text.clone(), say);
        }
    }
}

/// The total in "150 cr all told", "200 crowns in all", "in total 300", "300 en total".
fn a_total(text: &str) -> Option<u32> {
    let folded = crate::orders::names::fold(text);
    let words: Vec<&str> = super::lex::words_in(&folded).collect();
    const MONEY: &[&str] = &["cr", "crs", "crowns", "coronas", "c"];
    let after = |k: usize| -> &[&str] {
        let k = if words.get(k + 1).is_some_and(|w| MONEY.contains(w)) {
            k + 2
        } else {
            k + 1
        };
        words.get(k..).unwrap_or(&[])
    };
    words.iter().enumerate().find_map(|(k, w)| {
        let n: u32 = w.parse().ok()?;
        let next = after(k);
        let before = &words[..k];
        let totalled = next.starts_with(&["all", "told"])
            || next.starts_with(&["in", "all"])
            || next.starts_with(&["in", "total"])
            || next.starts_with(&["total"])
            || next.starts_with(&["en", "total"])
            || before.ends_with(&["total"])
            || before.ends_with(&["total", "of"]);
        totalled.then_some(n)
    })
}

/// Words that only an order's text holds: prose read past, or ignored before the weeks,
/// that holds one of them may hold an order ("at the start of that same week he accepts
/// Dufresne's challenge", "while he's there he makes his public apology to Captain
/// Vautrin"), and goes to the GM rather than being lost with a warning.
const ORDER_WORDS: &[&str] = &[
    "challenge",
    "apologis",
    "apologiz",
    "apology",
    "disculpo",
    "disculpas a",
    "rapier",
    "sabre",
    "cutlass",
    "dagger",
    "ropera",
    "florete",
    "practis",
    "practic",
    "borrow",
    "repay",
    "presto",
    // "le pago al prestamista las 330 coronas": the moneylender named is an order's business.
    "moneylender",
    "money-lender",
    "prestamista",
    "usurer",
    "usurero",
];

/// Whether `t` (folded to lowercase) speaks of a favour being spent: "and I put my summer
/// favour behind the request", "My winter favour (class 3) goes against ...". Not a favour
/// named alone ("Spring favour:"), nor one let lapse ("before the season finishes and the
/// favour is lost").
fn favour_spent(t: &str) -> bool {
    const UNSPENT: &[&str] = &[
        "lapse", "lapses", "lost", "gone", "expire", "expires", "runs", "run", "waste", "keep",
        "save", "caduca", "pierde", "guardo", "reservo",
    ];
    const WHOSE: &[&str] = &[
        "my",
        "his",
        "the",
        "mi",
        "su",
        "el",
        "class",
        "clase",
        "nivel",
        "level",
        "summer",
        "winter",
        "autumn",
        "spring",
        "verano",
        "invierno",
        "otono",
        "primavera",
    ];
    // Where it goes, or how it is spent ("It is autumn favour" says neither).
    const SPENT: &[&str] = &[
        "on", "to", "for", "against", "behind", "with", "upon", "sobre", "ante", "con", "para",
        "contra", "use", "using", "put", "spend", "pledge", "give", "uso", "gasto", "gasta", "doy",
        "pongo", "empleo",
    ];
    let t = crate::orders::names::fold(t);
    // A manner of speaking: "not in my favour lately", "a mi favor", "do me the favour",
    // "thank you for the favour".
    const SAID: &[&str] = &[
        "in my favour",
        "in his favour",
        "a mi favor",
        "a su favor",
        "do me the favour",
        "thank",
    ];
    if SAID.iter().any(|w| t.contains(w)) {
        return false;
    }
    let words: Vec<&str> = super::lex::words_in(&t).collect();
    // A favour of his own ("my ... favour", "class 3 favour"), not let lapse in the words
    // after it ("... and the favour is lost"; not "to keep Porthos out" further on).
    let owned = words.iter().enumerate().any(|(k, w)| {
        matches!(*w, "favour" | "favor")
            && words[k.saturating_sub(3)..k]
                .iter()
                .any(|b| WHOSE.contains(b))
            && !matches!(words.get(k + 1), Some(&"de") if words.get(k + 2) == Some(&"dios"))
            && !words[k + 1..(k + 4).min(words.len())]
                .iter()
                .chain(words[k.saturating_sub(3)..k].iter())
                .any(|w| UNSPENT.contains(w))
    });
    owned && words.len() >= 4 && words.iter().any(|w| SPENT.contains(w))
}

/// Whether every sentence of `t` that `holds_orders` is a question put to the GM: it ends
/// with "?" and opens with a question's word ("Can I practise fencing before I have a
/// regiment?", "1) Does a private need a horse?", "¿Puedo practicar sin regimiento?").
fn questions_only(t: &str, holds_orders: impl Fn(&str) -> bool) -> bool {
    const ASKING: &[&str] = &[
        "can", "could", "may", "might", "do", "does", "did", "is", "are", "should", "shall",
        "will", "would", "what", "how", "when", "where", "which", "who", "why", "puedo", "puede",
        "debo", "debe", "hay", "es", "que", "como", "cuando", "donde", "cual",
    ];
    let mut any = false;
    let mut rest = t;
    while let Some(k) = rest.find(['?', '.', '!']) {
        let sentence = &rest[..k];
        let asked = rest[k..].starts_with('?');
        let opening = sentence
            .trim_start_matches(|c: char| !c.is_alphabetic())
            .split(|c: char| !c.is_alphanumeric())
            .next()
            .unwrap_or("");
        // ("..., costs my Expertise in crowns, right?", "..., ¿verdad?": a statement asked
        // with a tag.)
        let tagged = || {
            const TAGS: &[&str] = &[
                "right",
                "correct",
                "yes",
                "no",
                "true",
                "verdad",
                "cierto",
                "eh",
                "isnt it",
                "is it",
                "dont i",
                "doesnt it",
                "is that right",
                "am i right",
                "no es asi",
            ];
            let s = sentence.trim_end_matches(|c: char| !c.is_alphanumeric());
            TAGS.iter().any(|t| {
                s.strip_suffix(t).is_some_and(|b| {
                    b.ends_with([',', ' ', '¿']) && b.trim_end().ends_with([',', '¿'])
                })
            })
        };
        if holds_orders(sentence) {
            if !(asked && (ASKING.contains(&opening) || tagged())) {
                return false;
            }
            any = true;
        }
        rest = &rest[k + 1..];
    }
    any && !holds_orders(rest)
}

/// Words read past in pieces that stand side by side ("Then a week of" | "rapier" | "at the
/// salle": a clause in which no order was found, cut where a detail stood) are judged as the
/// one stretch of the letter they are: a weapon's name alone orders nothing, a week of it at
/// the salle does. Pieces are joined only where the whole holds an order's words.
fn join_pieces_read_past(diagnostics: &mut Vec<Diagnostic>) {
    let past = |d: &Diagnostic| d.severity == Severity::Warning && d.say == Some(Say::ReadPast);
    let mut k = 0;
    while k < diagnostics.len() {
        let mut end = k;
        while end + 1 < diagnostics.len() && past(&diagnostics[k]) && {
            let (a, b) = (&diagnostics[end], &diagnostics[end + 1]);
            past(b) && a.line == b.line && a.column + a.text.chars().count() as u32 + 1 == b.column
        } {
            end += 1;
        }
        if end > k {
            let joined = diagnostics[k..=end]
                .iter()
                .map(|d| d.text.as_str())
                .collect::<Vec<_>>()
                .join(" ");
            let folded = joined.to_lowercase();
            // (Not the duel's terms: "Duel plan with rapier" is the duel's weapon.)
            // (Nor a sequence beside its weapon: "rapier XLX XLX".)
            if ORDER_WORDS.iter().any(|w| folded.contains(w))
                && !folded.contains("duel")
                && !super::duel::holds_codes(&folded)
            {
                diagnostics[k].text = joined;
                diagnostics.drain(k + 1..=end);
            }
        }
        k += 1;
    }
}

/// A warning that reads past, or ignores, text holding an order's words becomes an error:
/// the GM reads it (the reader never drops a line that holds orders without saying so).
/// "2. The rules say Marines use the cutlass. Is it by force to fight with it?": a numbered
/// question to the GM, its sentences before the question included.
pub(super) fn is_numbered_question(text: &str) -> bool {
    text.starts_with(|c: char| c.is_ascii_digit())
        && text
            .trim_start_matches(|c: char| c.is_ascii_digit())
            .starts_with(['.', ')'])
        && text.trim_end().ends_with('?')
}

pub(super) fn doubt_what_holds_orders(diagnostics: &mut Vec<Diagnostic>) {
    join_pieces_read_past(diagnostics);
    for d in diagnostics.iter_mut() {
        if d.severity != Severity::Warning || !matches!(d.say, Some(Say::ReadPast | Say::Ignored)) {
            continue;
        }
        let folded = d.text.to_lowercase();
        // A weapon's name alone, or last month told, holds no order of this month.
        let alone = !folded.trim().contains(' ');
        let past = ["last month", "el mes pasado", "the month before"]
            .iter()
            .any(|w| folded.contains(w));
        // "(not rapier)": what he does not mean, beside what he does.
        let denied = ["not ", "no ", "not the "]
            .iter()
            .any(|w| folded.trim().starts_with(w))
            && folded.split_whitespace().count() <= 3;
        // Before the orders, practice is any practice ("the rowing practice", "the band is
        // practising"): only with a blade or the fencing hall is it his.
        let chatter = d.say == Some(Say::Ignored)
            && ![
                "fenc", "esgrima", "sword", "espada", "blade", "foil", "salle",
            ]
            .iter()
            .any(|w| folded.contains(w));
        let holds_orders = |t: &str| {
            ORDER_WORDS
                .iter()
                .filter(|w| !(chatter && ["practis", "practic"].contains(w)))
                .any(|w| t.contains(w))
                || favour_spent(t)
        };
        // "Can I practise fencing before I have a regiment?": a question to the GM.
        // "I hope Maj. Aguilera accepts my challenge": a wish, told.
        let text = crate::orders::names::fold(&folded);
        let asked = questions_only(&folded, holds_orders)
            || is_numbered_question(&folded)
            || super::pleasantry::is_wish(&text);
        // "(the 200 I borrowed in March plus the 10%)": the debt reckoned beside its order.
        let reckoned = super::read::is_debt_reckoning(&text);
        // "I'll borrow the sample sequence from the Elan rules,": of the duel's sequence.
        let of_the_sequence = super::duel::speaks_of_the_sequence(&text);
        // "he challenged me at end of October": what another did to him, told.
        let told = super::leftover::is_done_to_him(&text);
        // "Week 1 ¶ Regimental duty": a week's label with words after it is a week's orders,
        // whatever their words.
        // (A label of a word and a number: "1. Do I pay for the uniform?" is a numbered
        // question, "(first week back from the frontier)" an aside.)
        let labelled = matches!(
            super::heading::heading(&text, true),
            Ok((rest, (super::heading::Heading::Week(_), _)))
                if sp(rest).starts_with(char::is_alphabetic)
                    && text[..text.len() - rest.len()].contains(char::is_alphabetic)
                    && text[..text.len() - rest.len()].contains(|c: char| c.is_ascii_digit())
        );
        if !alone
            && !past
            && !denied
            && !asked
            && !reckoned
            && !of_the_sequence
            && !told
            && (holds_orders(&folded) || labelled)
        {
            *d = Diagnostic::new(
                d.line,
                d.column,
                Severity::Error,
                d.text.clone(),
                Say::Unread,
            );
        }
    }
}

/// "Devuelvo las 440 coronas: las 400 que me prestó en abril más su 10%": a sum the letter
/// could not place, and the words after it that say it is the debt reckoned (read past
/// apart, the aside cut at "que"), are one reckoning of the debt beside its order.
pub(super) fn sums_reckoned_after(diagnostics: &mut [Diagnostic]) {
    for k in 1..diagnostics.len() {
        let (a, b) = (&diagnostics[k - 1], &diagnostics[k]);
        if a.say != Some(Say::Unread) || b.say != Some(Say::ReadPast) || a.line != b.line {
            continue;
        }
        let both = crate::orders::names::fold(&format!("{} {}", a.text, b.text));
        // (Unless it says a total the interest does not make: "the 400 crowns I borrowed in
        // July, with the 10% interest that is 420 in all" is for the GM.)
        let numbers: Vec<u32> = both
            .split(|c: char| !c.is_ascii_digit() && c != '%')
            .filter(|w| !w.is_empty() && !w.ends_with('%'))
            .filter_map(|w| w.parse().ok())
            .collect();
        // (A total said with no sum beside it cannot be checked here: the GM reads it.)
        let sum_first = a.text.contains(|c: char| c.is_ascii_digit());
        let adds_up = match (numbers.as_slice(), interest_rate(&both)) {
            ([sum, .., total], Some(rate)) => *total == with_interest(*sum, rate),
            ([_], Some(_)) => sum_first,
            _ => true,
        };
        if super::read::is_debt_reckoning(&both) && adds_up {
            let a = &mut diagnostics[k - 1];
            *a = Diagnostic::new(
                a.line,
                a.column,
                Severity::Warning,
                a.text.clone(),
                Say::ReadPast,
            );
        }
    }
}

/// "Repay the 400 crowns I borrowed in July, with the 10% interest that is 420 in all": a
/// total, reckoned with its interest beside the repayment, that the interest does not make
/// (nor the sum itself) is a doubt the GM must settle (numbers that contradict each other).
pub(super) fn debts_that_disagree(sheet: &mut OrderSheet) {
    use crate::orders::Action;
    for d in sheet.diagnostics.iter_mut() {
        if d.say != Some(Say::ReadPast) {
            continue;
        }
        let folded = crate::orders::names::fold(&d.text);
        let words: Vec<&str> = folded
            .split(|c: char| !c.is_alphanumeric() && c != '%')
            .filter(|w| !w.is_empty())
            .collect();
        let percent = interest_rate(&folded);
        let total = words.windows(2).find_map(|p| {
            TOTAL_SAID
                .contains(&p[0])
                .then(|| p[1].parse::<u32>().ok())
                .flatten()
        });
        let (Some(percent), Some(total)) = (percent, total) else {
            continue;
        };
        let week = sheet.weeks.iter().find(|w| w.lines.contains(&d.line));
        let owed: Vec<u32> = week
            .map(|w| {
                w.actions
                    .iter()
                    .filter_map(|a| match a {
                        Action::Repay {
                            crowns: Some(c), ..
                        } => Some(*c),
                        _ => None,
                    })
                    .collect()
            })
            .unwrap_or_default();
        if let [owed] = owed[..] {
            let due = with_interest(owed, percent);
            if total != due && total != owed {
                let say = Say::DebtDisagrees {
                    owed,
                    percent,
                    due,
                    total,
                };
                *d = Diagnostic::new(d.line, d.column, Severity::Error, d.text.clone(), say);
            }
        }
    }
}
