//! Splitting a section's text into orders, and telling orders from conditions and from what is
//! not understood.
//!
//! ```text
//! orders = order (separator order)*
//! separator = ";" | "." | "!" | "?" | newline | ["and" | "y"] ("then" | "luego" | "despues")
//!           | ("," | "and" | "y" | "&") (before a new order only)
//! ```
//! `and` and `y` separate orders only when an order follows ("visit Bothwell's and carouse"),
//! so that names keep theirs ("the Frog and Peach", "with Falstaff and Porthos").
//!
//! A condition ("si acepta, ...", "if she accepts ...") is never guessed at: the whole sentence
//! part it stands in (back to the last `;` or `.`, on to the next `.`) becomes one
//! [`Clause::Conditional`], and any order already read in that part is dropped with it.

use super::action::{Item, item, starts_item};
use super::condition::{Cond, condition, other_answer, otherwise};
use super::lex::{PErr, PResult, kw, one_of, punct, sp};
use super::words::CONDITIONS;
use nom::Parser;
use nom::branch::alt;
use nom::combinator::eof;

/// One piece of a section, as understood.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Clause<'a> {
    /// An order; `text` is what it was read from.
    Item { item: Item<'a>, text: &'a str },
    /// A sentence with a condition that is not understood.
    Conditional { text: &'a str },
    /// "if C, A and B": a condition understood, and the orders of its first branch.
    If {
        cond: Cond<'a>,
        then: Vec<(Item<'a>, &'a str)>,
        text: &'a str,
    },
    /// "otherwise A", "si no, B": the other branch of the condition before.
    Else {
        items: Vec<(Item<'a>, &'a str)>,
        text: &'a str,
    },
    /// Text that is not understood: `text` is the whole clause, `error` says why.
    Unknown { text: &'a str, error: PErr<'a> },
}

impl<'a> Clause<'a> {
    /// The text the clause was read from.
    pub fn text(&self) -> &'a str {
        match self {
            Clause::Item { text, .. }
            | Clause::Conditional { text }
            | Clause::If { text, .. }
            | Clause::Else { text, .. }
            | Clause::Unknown { text, .. } => text,
        }
    }
}

/// Reads a branch of a condition that the grammar does not take whole (the reader, which
/// needs the line): its orders, or `None` when it is in doubt.
pub type BranchReader<'r, 'a> = &'r dyn Fn(&'a str) -> Option<Vec<(Item<'a>, &'a str)>>;

/// Splits `piece` (a slice of a folded line) into clauses; `reader` reads the branches of a
/// condition that no production takes whole.
pub fn clauses<'a>(piece: &'a str, reader: BranchReader<'_, 'a>) -> Vec<Clause<'a>> {
    let mut out = Vec::new();
    let mut part_start = 0;
    let mut part_text = piece;
    let mut i = piece;
    loop {
        let (rest, hard) = separators(i);
        if hard {
            part_start = out.len();
            part_text = rest;
        }
        i = rest;
        if i.is_empty() {
            break;
        }
        if starts_condition(i) {
            // "Si las cosas se ponen feas, cobardía: sumo 3": the condition poltroonery has
            // by its nature, no condition on the month.
            if let Ok((rest, it @ Item::Monthly(_))) = order(i) {
                out.push(Clause::Item {
                    item: it,
                    text: span(i, rest).trim_end(),
                });
                i = rest;
                continue;
            }
            // "otherwise A"; or "If the play is good, stalls. If it flops, Blue Gables": the
            // condition before, answered the other way without naming its subject again.
            let other = otherwise(i)
                .ok()
                .map(|(rest, ())| rest)
                .or_else(|| match out.last() {
                    Some(Clause::If { cond, .. }) => other_answer(&cond.condition, cond.negated, i),
                    _ => None,
                });
            if let Some(rest) = other
                && let Some((items, end)) = branch(rest, reader)
            {
                out.push(Clause::Else {
                    items,
                    text: span(i, end).trim_end(),
                });
                i = end;
                continue;
            }
            if let Ok((rest, cond)) = condition(i)
                && let Some((then, end)) = branch(rest, reader)
            {
                out.push(Clause::If {
                    cond,
                    then,
                    text: span(i, end).trim_end(),
                });
                i = end;
                continue;
            }
        }
        // ("rapier practice, if possible.": a courtesy that governs nothing.)
        if let Some(rest) = super::leftover::courtesy(i)
            && (hard_separator(rest).is_ok() || sp(rest).is_empty() || sp(rest).starts_with(','))
        {
            i = rest;
            continue;
        }
        let condition = if starts_condition(i) {
            true
        } else {
            match order(i) {
                Ok((rest, it)) => {
                    out.push(Clause::Item {
                        item: it,
                        text: span(i, rest).trim_end(),
                    });
                    i = rest;
                    continue;
                }
                Err(nom::Err::Error(e) | nom::Err::Failure(e))
                    if e.trailing && starts_condition(e.at) =>
                {
                    // "A if C": a condition after the orders of its sentence part.
                    if let Ok((rest, cond)) = condition(e.at)
                        && (hard_separator(rest).is_ok())
                        && let Ok((_, it)) = item(i)
                    {
                        let mut then: Vec<(Item, &str)> = Vec::new();
                        for c in out.drain(part_start..) {
                            if let Clause::Item { item, text } = c {
                                then.push((item, text));
                            }
                        }
                        let upto = &i[..i.len() - e.at.len()];
                        then.push((it, upto.trim_end()));
                        out.push(Clause::If {
                            cond,
                            then,
                            text: span(sp(part_text), rest).trim_end(),
                        });
                        part_start = out.len();
                        i = rest;
                        continue;
                    }
                    // "rapier practice, if possible": the order, and a courtesy that governs
                    // nothing.
                    let past = one_of(&["and", "but", "y", "pero"])(e.at).map_or(e.at, |(r, _)| r);
                    let past = punct(',')(past).map_or(past, |(r, _)| r);
                    if let Some(rest) = super::leftover::courtesy(past)
                        && hard_separator(rest).is_ok()
                        && let Ok((_, it)) = item(i)
                    {
                        let upto = &i[..i.len() - e.at.len()];
                        out.push(Clause::Item {
                            item: it,
                            text: upto.trim_end(),
                        });
                        i = rest;
                        continue;
                    }
                    true
                }
                Err(nom::Err::Error(error) | nom::Err::Failure(error)) => {
                    let pos = i.len().saturating_sub(error.at.len()) + error.len;
                    let end = unknown_end(i, pos);
                    out.push(Clause::Unknown {
                        text: span(i, end).trim_end(),
                        error,
                    });
                    i = end;
                    false
                }
                Err(nom::Err::Incomplete(_)) => {
                    out.push(Clause::Unknown {
                        text: i,
                        error: PErr::at(i),
                    });
                    break;
                }
            }
        };
        if condition {
            let end = sentence_end(i);
            out.truncate(part_start);
            let text = span(sp(part_text), end);
            out.push(Clause::Conditional {
                text: text.trim_end(),
            });
            part_start = out.len();
            i = end;
            part_text = i;
        }
    }
    out
}

/// `order = item` followed by the end of the order. When the end is missing, the error is
/// marked `trailing` and points at what follows the item.
pub fn order(input: &str) -> PResult<'_, Item<'_>> {
    let (rest, it) = item(input)?;
    if order_end(rest) {
        return Ok((rest, it));
    }
    let mut e = PErr::at(sp(rest));
    e.trailing = true;
    e.fail()
}

/// True when an order may end here: the end of the piece, a hard separator, or a soft
/// separator ("," "and" "y") before a new order, a condition or the end of the piece.
fn order_end(input: &str) -> bool {
    if hard_separator(input).is_ok() {
        return true;
    }
    match alt((punct(','), kw("and"), kw("y"), punct('&'))).parse(input) {
        Ok((rest, _)) => sp(rest).is_empty() || starts_item(rest) || starts_condition(rest),
        Err(_) => false,
    }
}

/// The orders of a branch: up to a `;`, `.`, `!`, `?`, an "otherwise" or the end. `None`
/// when one of them is not understood (the whole sentence is then left to the GM).
fn branch<'a>(
    input: &'a str,
    reader: BranchReader<'_, 'a>,
) -> Option<(Vec<(Item<'a>, &'a str)>, &'a str)> {
    let mut items = Vec::new();
    let mut i = input;
    loop {
        let t = sp(i);
        let t = t.strip_prefix(',').unwrap_or(t);
        if t.trim().is_empty() || t.starts_with([';', '.', '!', '?']) || otherwise(t).is_ok() {
            return if items.is_empty() {
                None
            } else {
                Some((items, t))
            };
        }
        let Ok((rest, it)) = order(t) else {
            // "I go again (stalls)", "to my club to carouse": read as a GM does.
            let end = branch_end(t);
            items.extend(reader(&t[..end])?);
            i = &t[end..];
            continue;
        };
        items.push((it, span(sp(t), rest).trim()));
        i = rest;
        if let Ok((r, _)) = alt((punct(','), kw("and"), kw("y"), punct('&'))).parse(i)
            && starts_item(r)
            && otherwise(r).is_err()
            && !starts_condition(r)
        {
            i = r;
        }
    }
}

/// Where a branch that no production takes whole ends: at `;`, `.`, `!`, `?`, or where an
/// "otherwise" or another condition starts.
fn branch_end(t: &str) -> usize {
    let mut word_start = true;
    for (n, c) in t.char_indices() {
        if matches!(c, ';' | '.' | '!' | '?') {
            return n;
        }
        if word_start
            && n > 0
            && (otherwise(&t[n..]).is_ok() || starts_condition(&t[n..]))
            && !inside_cut(t, n)
        {
            return n;
        }
        word_start = !c.is_alphanumeric() && c != '\'';
    }
    t.len()
}

/// True when the word at byte `n` of `t` is inside a gamble's cut ("3 bets of 20, cut if
/// the house rolls a 6"): its "if" opens no branch.
fn inside_cut(t: &str, n: usize) -> bool {
    let before = &t[..n];
    before
        .char_indices()
        .filter(|&(i, _)| i == 0 || before[..i].ends_with([' ', ',']))
        .map(|(i, _)| i)
        .rev()
        .take(4)
        .any(|i| super::society::cut(&t[i..]).is_ok_and(|(rest, _)| rest.len() < t.len() - n))
}

/// `hard_separator = ";" | "." | "!" | "?" | end | ["and" | "y"] ("then" | "luego" | "despues")`
fn hard_separator(input: &str) -> PResult<'_, ()> {
    let then = |i| {
        one_of(&[
            "then",
            "luego",
            "despues",
            "and then",
            "y luego",
            "y despues",
            ", then",
            ", luego",
        ])(i)
    };
    alt((punct(';'), punct('.'), punct('!'), punct('?'), eof, then))
        .parse(input)
        .map(|(r, _)| (r, ()))
}

/// Skips separators and stray punctuation between orders; says whether a sentence part ended
/// (`;`, `.`, `!`, `?`).
fn separators(input: &str) -> (&str, bool) {
    let mut i = input;
    let mut hard = false;
    loop {
        let t = sp(i);
        match t.chars().next() {
            Some(';' | '.' | '!' | '?') => {
                hard = true;
                i = &t[1..];
            }
            // "The week itself: if my endurance is still below half, rest; if not, ...": a
            // condition after a colon opens a sentence part of its own.
            Some(':') => {
                i = &t[1..];
                hard |= condition_follows(sp(i));
            }
            Some(',' | '&' | ')' | '-' | '*' | '"') => i = &t[1..],
            // A label's arrow left before the orders: "4ª semana ► Si la obra ...".
            // ("Semana 4 ~> Si ...": an arrow typed as two characters.)
            Some(c) if matches!(c, '|' | '~' | '>' | '=') || super::lex::is_mark(c) => {
                i = &t[c.len_utf8()..]
            }
            _ => return (t, hard),
        }
    }
}

/// True when a condition starts here: "if", "si", "unless", "otherwise"...
pub fn starts_condition(input: &str) -> bool {
    let i = one_of(&["and", "y", "but", "pero"])(input).map_or(input, |(r, _)| r);
    // "Then, if she accepts, ...".
    let i = match one_of(&["then", "luego", "despues", "entonces"])(i) {
        Ok((r, _)) => punct(',').parse(r).map_or(r, |(r, _)| r),
        Err(_) => i,
    };
    // "Gastos ostentosos, sí.": the answer yes, its accent folded away, is no "si".
    if let Ok((r, "si")) = one_of(CONDITIONS)(i)
        && (sp(r).is_empty() || sp(r).starts_with([',', '.', ';', '!']))
    {
        return false;
    }
    // "Should I apply to one?" is a question to the GM, not "Should she refuse me, ...".
    one_of(CONDITIONS)(i).is_ok() && one_of(&["should i", "should we", "should you"])(i).is_err()
}

/// True when a condition the grammar understands starts here (after a colon, it opens a
/// sentence part of its own; "if things go badly" before poltroonery is left to its order).
fn condition_follows(input: &str) -> bool {
    starts_condition(input) && condition(input).is_ok()
}

/// Where the sentence that starts at `input` ends: at the next `.`, `!` or `?`, or the end.
fn sentence_end(input: &str) -> &str {
    let n = input.find(['.', '!', '?']).unwrap_or(input.len());
    &input[n..]
}

/// Where an order that could not be read ends: at the next `;`, `.`, `!` or `?` (or a colon
/// before a condition) at or after
/// byte `from` (where the error is), or the end; never where it starts, so the loop moves on.
fn unknown_end(input: &str, from: usize) -> &str {
    let from = from.min(input.len());
    // (Or at a colon a condition follows: "The week itself: if ...".)
    let n = input[from..]
        .char_indices()
        .find(|&(k, c)| {
            matches!(c, ';' | '.' | '!' | '?')
                || c == ':' && condition_follows(sp(&input[from + k + 1..]))
        })
        .map_or(input.len(), |(n, _)| from + n);
    let n = if n == 0 {
        input.chars().next().map_or(0, char::len_utf8)
    } else {
        n
    };
    &input[n..]
}

/// The text from `from` up to where `to` starts (`to` a suffix of `from`).
fn span<'a>(from: &'a str, to: &'a str) -> &'a str {
    &from[..from.len() - to.len()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::orders::parse::action::{Draft, Modifier};

    fn kinds(text: &str) -> Vec<String> {
        clauses(text, &|_| None)
            .iter()
            .map(|c| match c {
                Clause::Item { text, .. } => format!("ok:{text}"),
                Clause::Conditional { text } => format!("if:{text}"),
                Clause::Unknown { text, .. } => format!("??:{text}"),
                Clause::If { text, .. } => format!("if+:{text}"),
                Clause::Else { text, .. } => format!("else:{text}"),
            })
            .collect()
    }

    #[test]
    fn orders_are_split_at_separators() {
        assert_eq!(
            kinds("visit bothwells and carouse; practice rapier. rest then rest, luego descanso"),
            [
                "ok:visit bothwells",
                "ok:and carouse",
                "ok:practice rapier",
                "ok:rest",
                "ok:then rest",
                "ok:luego descanso"
            ]
        );
        assert_eq!(
            kinds("voy a mi club y bebo"),
            ["ok:voy a mi club", "ok:y bebo"]
        );
    }

    #[test]
    fn and_inside_names_does_not_split() {
        assert_eq!(
            kinds("visit the frog and peach"),
            ["ok:visit the frog and peach"]
        );
        let c = clauses(
            "go to hunters with falstaff and porthos and carouse",
            &|_| None,
        );
        let Clause::Item {
            item: Item::Action(Draft::VisitClub { guests, .. }),
            ..
        } = &c[0]
        else {
            panic!("{c:?}")
        };
        assert_eq!(guests, &vec!["falstaff", "porthos"]);
        assert!(matches!(
            c[1],
            Clause::Item {
                item: Item::Modifier(Modifier::Carouse),
                ..
            }
        ));
    }

    #[test]
    fn conditions_take_their_sentence_part() {
        assert_eq!(
            kinds("voy a mi club; si juliette acepto, la cortejo. si no, bebo hasta reventar."),
            [
                "ok:voy a mi club",
                "if+:si juliette acepto, la cortejo",
                "else:si no, bebo hasta reventar"
            ]
        );
        // A condition of courtesy governs nothing: the order stands.
        assert_eq!(
            kinds("practice rapier, if possible. rest"),
            ["ok:practice rapier", "ok:rest"]
        );
        assert_eq!(
            kinds("visit my club if it rains"),
            ["if:visit my club if it rains"]
        );
    }

    #[test]
    fn what_is_not_understood_runs_to_the_next_separator() {
        assert_eq!(
            kinds("voy al circo y alquilo un palco; invito a juliette labelle. rest"),
            [
                "??:voy al circo y alquilo un palco",
                "ok:invito a juliette labelle",
                "ok:rest"
            ]
        );
        assert_eq!(
            kinds("practice with rapier at the academy"),
            ["??:practice with rapier at the academy"]
        );
    }
}
