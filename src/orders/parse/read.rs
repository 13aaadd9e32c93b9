//! Reading a clause as a game master reads it, where the grammar's productions did not take
//! it whole: "Hunter's - carouse, 3 bets of 50", "I am going in my club (the Blue Gables) and
//! I drink very much", "bawdy, comp + carouse, bring 40".
//!
//! The clause is read word by word. At each word the reader tries, in order:
//! 1. an **aside**: brackets, or a justification opened by "who", "because", "por lo que"...:
//!    read past, except a detail in brackets ("(rapier)", "(Hunter's)", "(stalls)");
//! 2. a **detail** of the order (see [`super::slots`]): stakes, a purse, guests, a host,
//!    extra gifts, a weapon, a seat;
//! 3. an **order** of the grammar ([`super::action::item`]), wherever it starts;
//! 4. an **anchor**: a word that names the order by its venue or its verb ("Frog & Peach",
//!    "bawdy", "prac", "duty", "teatro").
//!
//! What is left is judged: words with no order-like content (prose, greetings, "as every
//! month") are **read past**; words that hold a number, start with an order's verb, or that a
//! production said something precise about, are **doubts** for the GM. The reader never
//! guesses a detail: what it cannot place stays a doubt.

use super::action::{Draft, Item, Lady, Modifier, item};
use super::anchor::{PREPOSITIONS, anchor, club_name};
pub(super) use super::leftover::{is_debt_reckoning, order_like, reckoned_total};
use super::lex::{PErr, crowns, is_word_char, one_of, sp};
use super::slots::{self, Detail};
use super::text::Line;
use crate::orders::Action;

/// What the reader made of a clause.
#[derive(Debug, Default)]
pub struct Reading<'a> {
    /// The orders and details found, in the order written, with the text of each.
    pub items: Vec<(Item<'a>, &'a str)>,
    /// Text read past: asides, prose.
    pub past: Vec<&'a str>,
    /// Text that seems to hold orders but was not understood.
    pub doubts: Vec<Doubt<'a>>,
}

/// Something the GM must look at.
#[derive(Debug)]
pub enum Doubt<'a> {
    /// A production recognised its order and said what was wrong, in `text`.
    Said { error: PErr<'a>, text: &'a str },
    /// Order-like words that were not understood.
    Unread(&'a str),
}

impl Reading<'_> {
    /// True when an order (not only a detail) was found.
    pub fn has_orders(&self) -> bool {
        self.items
            .iter()
            .any(|(i, _)| !matches!(i, Item::Modifier(_)))
    }
}

/// Reads the branch of a condition ("I go again (stalls)", "alquilo un palco para los dos"):
/// its orders, or the details it adds to the visit before the condition, when it holds some
/// and nothing in doubt.
pub fn branch<'a>(line: &Line, text: &'a str) -> Option<Vec<(Item<'a>, &'a str)>> {
    let r = read(line, text);
    (!r.items.is_empty() && r.doubts.is_empty()).then_some(r.items)
}

/// Reads `clause`, a slice of `line`'s folded text.
pub fn read<'a>(line: &Line, clause: &'a str) -> Reading<'a> {
    let mut r = Reading::default();
    if let Some((it, aside)) = super::company::week_with_a_lady(line, clause) {
        let text = clause[..clause.len() - aside.len()]
            .trim()
            .trim_end_matches(',');
        r.items.push((it, text));
        if !aside.is_empty() {
            r.past.push(aside.trim_end());
        }
        return r;
    }
    if let Some(whom) = super::loan::demand_by_parts(line, clause) {
        let whom = whom.to_string();
        let it = Item::Action(Draft::Done(Action::DemandRepayment { whom }));
        r.items.push((it, clause.trim()));
        return r;
    }
    let mut failures: Vec<PErr<'a>> = Vec::new();
    let mut covered: Vec<(usize, usize)> = Vec::new();
    let mut left: Vec<(usize, usize)> = Vec::new();
    let mut left_start: Option<usize> = None;
    let base = clause.as_ptr() as usize;
    let off = |s: &str| s.as_ptr() as usize - base;
    let mut i = clause;
    let mut after_article = false;
    // "I don't want him in my regiment": a regiment after a preposition is no duty.
    let mut after_preposition = false;
    // Words a production that failed had taken: no other reading may start there.
    let mut blocked = 0;
    while !i.is_empty() {
        let t = sp(i);
        // Separators end a run of words not understood, and an aside ends at a sentence
        // part's end.
        if let Some(c) = t.chars().next()
            && !is_word_char(c)
            && c != '('
            && c != '['
            // "+1 gift": the plus is part of the detail.
            && !(c == '+' && slots::is_plus_gift(t))
        {
            if matches!(
                c,
                ',' | ';' | ':' | '-' | '+' | '&' | '/' | '|' | '.' | '!' | '?' | '='
            ) {
                flush(&mut left, &mut left_start, off(t));
                after_article = false;
            }
            i = &t[c.len_utf8()..];
            continue;
        }
        if t.is_empty() {
            break;
        }
        if let Some(close) = bracket(t) {
            flush(&mut left, &mut left_start, off(t));
            let inner = &t[1..close];
            bracketed(line, inner, &mut r);
            i = t.get(close + 1..).unwrap_or("");
            continue;
        }
        // ("he's going to the taverns", "he's fixin' to head down to the taverns": what he
        // will do, told of him, is no aside.)
        let intends = one_of(&[
            "hes going to",
            "hes fixin to",
            "hes fixing to",
            "hes gonna",
            "shes going to",
            "while hes down there",
            "while hes there",
            // "He's taking young Lieutenant Caron along as his guest".
            "hes taking",
            "hes bringing",
            "he is taking",
            "he is bringing",
        ])(t)
        .is_ok();
        // ("Hunter's, having a drink": what he does there, not an aside.)
        let drinking = one_of(&["having", "having a few", "having some"])(t)
            .is_ok_and(|(r, _)| one_of(super::words::CAROUSE_WORDS)(r).is_ok());
        if one_of(ASIDE_OPENERS)(t).is_ok()
            && !intends
            && !drinking
            && !holds_monthly_order(&t[..aside_end(t)])
            && !invites_after_relative(t)
        {
            flush(&mut left, &mut left_start, off(t));
            let end = resumed_within(line, t).unwrap_or_else(|| aside_end(t));
            r.past.push(t[..end].trim_end());
            i = &t[end..];
            continue;
        }
        let start = off(t);
        if start < blocked {
            let n = word_len(t);
            left_start.get_or_insert(start);
            i = &t[n..];
            continue;
        }
        // "the theatre in a box with her": at the play, the lady with him is his guest; "con
        // mi dama Doña Aldonza Ribera", by her name when it follows.
        let at_the_play = r.items.iter().any(|(it, _)| {
            matches!(
                it,
                Item::Action(Draft::Done(Action::Theatre { .. })) | Item::Modifier(Modifier::Box)
            )
        });
        if at_the_play
            && let Ok((after, _)) = one_of(&[
                "with my mistress",
                "with my lady",
                "con mi dama",
                "con mi amante",
                "con mi senora",
            ])(t)
            // ("con mi dama, Mlle Laure de Fonsagrives, como invitada": her name set off by
            // commas, capitalised as written.)
            && let Ok((rest, lady)) = super::name::name(after).or_else(|e| {
                let named = after.trim_start().strip_prefix(',').ok_or(e.clone())?;
                slots::proper_name(line, named).ok_or(e)
            })
        {
            let said = t[..t.len() - rest.len()].trim_end();
            flush(&mut left, &mut left_start, start);
            covered.push((start, start + said.len()));
            r.items
                .push((Item::Modifier(Modifier::Guests(vec![lady])), said));
            i = rest;
            continue;
        }
        if let Ok((rest, _)) = one_of(&["with her", "with him", "con ella", "con el"])(t)
            && at_the_play
        {
            let said = t[..t.len() - rest.len()].trim_end();
            let pronoun = &said[said.rfind(' ').map_or(0, |k| k + 1)..];
            flush(&mut left, &mut left_start, start);
            covered.push((start, start + said.len()));
            r.items
                .push((Item::Modifier(Modifier::Guests(vec![pronoun])), said));
            i = rest;
            continue;
        }
        // "the Majority is still vacant, so I buy it": the commission just named.
        if let Ok((rest, _)) = one_of(&[
            "i buy it",
            "buy it",
            "i purchase it",
            "purchase it",
            "la compro",
            "lo compro",
        ])(t)
            && let Some(rank) = commission_named(&clause[..start])
        {
            flush(&mut left, &mut left_start, start);
            let text = t[..t.len() - rest.len()].trim_end();
            covered.push((start, start + text.len()));
            r.items
                .push((Item::Action(Draft::Done(Action::BuyRank { rank })), text));
            i = rest;
            continue;
        }
        // "chall. Ferrand (4th Arq) - regt enemies": the cause of the challenge just read, as
        // a part of the sentence of its own.
        let challenged = r
            .items
            .iter()
            .any(|(it, _)| matches!(it, Item::Action(Draft::Done(Action::Challenge { .. }))));
        // (A challenge read before this reading, on the same line, takes it too, when the
        // cause can be nothing else: "chall. Lt Pontbriand (Card. Gds) - enemy regt".)
        let before = clause[..start].trim_end();
        // (Not an order that says its cause: "Challenge Lestocq - they are the enemies of
        // the 4th" is the challenge, read below.)
        if (before.is_empty() || before.ends_with(['-', '–', '—', ',', ':', ';', ')']))
            && !super::action::is_order_word(t)
        {
            let end = t.find([',', ';', '.', '(']).unwrap_or(t.len());
            if let Some(cause) = super::honour::cause_alone(&t[..end])
                .filter(|c| challenged || *c == crate::orders::Cause::EnemyRegiment)
            {
                flush(&mut left, &mut left_start, start);
                let text = t[..end].trim_end();
                covered.push((start, start + text.len()));
                r.items
                    .push((Item::Modifier(Modifier::Detail(Detail::Cause(cause))), text));
                i = &t[end..];
                continue;
            }
        }
        // "I accept Rozier into the 27th, and I turn down Girouard": the next applicant
        // answered, after an admission.
        let admitting = r.items.iter().any(|(it, _)| {
            matches!(
                it,
                Item::Monthly(crate::orders::MonthlyOrder::Admissions { .. })
            )
        });
        if admitting
            && let Ok((rest, order)) =
                super::admissions::refusal(t).or_else(|_| super::admissions::answered_applicant(t))
        {
            flush(&mut left, &mut left_start, start);
            let text = t[..t.len() - rest.len()].trim_end();
            covered.push((start, start + text.len()));
            r.items.push((Item::Monthly(order), text));
            i = rest;
            continue;
        }
        // "Admissions to the Gascons: YES to Lescure, NO to Vasseur": several answers.
        if let Some((rest, answers)) = super::admissions::admissions_list(t) {
            flush(&mut left, &mut left_start, start);
            let text = t[..t.len() - rest.len()].trim_end();
            covered.push((start, start + text.len()));
            for order in answers {
                r.items.push((Item::Monthly(order), text));
            }
            i = rest;
            after_article = false;
            continue;
        }
        // "– I'll back it with my class 1 favour", "y para ablandarle usaré el favor de nivel
        // 1": his favour given to the request before it.
        if let Some((rest, class)) = super::backing::backing(t) {
            flush(&mut left, &mut left_start, start);
            let text = t[..t.len() - rest.len()].trim_end();
            covered.push((start, start + text.len()));
            r.items
                .push((Item::Modifier(Modifier::Backing(class)), text));
            i = rest;
            after_article = false;
            continue;
        }
        if let Some((rest, found)) = detail(line, t)
            // ("Hunter's with Aurélie on my arm": a lady on his arm; "the June scratch on my
            // arm": no one.)
            && (!t.starts_with("on my arm") || after_a_name(line, &clause[..start]))
        {
            flush(&mut left, &mut left_start, start);
            let text = t[..t.len() - rest.len()].trim_end();
            covered.push((start, start + text.len()));
            for it in found {
                r.items.push((it, text));
            }
            i = rest;
            after_article = false;
            continue;
        }
        if let Err(nom::Err::Failure(e)) = slots::bets(t) {
            // Stakes that break a rule (more than nine bets): the GM decides.
            flush(&mut left, &mut left_start, start);
            let end = t.find([',', ';', '.']).unwrap_or(t.len()).max(1);
            let end = t.ceil_char_boundary(end);
            r.doubts.push(Doubt::Said {
                error: e,
                text: t[..end].trim_end(),
            });
            covered.push((start, start + end));
            i = &t[end..];
            continue;
        }
        // ("una chica y un trago", "and a bottle": a drink after its article is his
        // carousing; only the carousing is read there.)
        if after_article
            && let Ok((rest, _)) = one_of(super::words::CAROUSE_WORDS)(t)
            && rest.len() < t.len()
        {
            flush(&mut left, &mut left_start, start);
            let text = t[..t.len() - rest.len()].trim_end();
            covered.push((start, start + text.len()));
            r.items.push((Item::Modifier(Modifier::Carouse), text));
            i = rest;
            after_article = false;
            continue;
        }
        if !after_article {
            // "duel stays same as last time", "two weeks in the barracks, same as the real
            // Army": a week's orders repeated only where its words open, not in a sentence.
            let found = match item(t) {
                Ok((_, Item::Ditto(_))) if words_before(&clause[..start]) => {
                    Err(nom::Err::Error(PErr::at(t)))
                }
                found => found,
            };
            match found {
                Ok((_, Item::Modifier(Modifier::Gamble(g)))) if g.bets.is_empty() => {
                    // "gamble heavily": how much, how many times?
                    flush(&mut left, &mut left_start, start);
                    let end = t.find([',', ';', '.']).unwrap_or(t.len()).max(1);
                    let end = t.ceil_char_boundary(end);
                    // "a beber y jugar, apuesto 3 veces 50": the stakes come after.
                    if stakes_later(line, &t[..end]) {
                        r.past.push(t[..end].trim_end());
                    } else {
                        r.doubts.push(Doubt::Unread(t[..end].trim_end()));
                    }
                    covered.push((start, start + end));
                    i = &t[end..];
                    continue;
                }
                Ok((rest, it))
                    if rest.len() < t.len()
                        && (negated_before(&clause[..start])
                            || denied_after(rest, matches!(it, Item::Monthly(_))).is_some()
                            || denies_what_follows(t, &it, rest)
                            || matches!(it, Item::Action(Draft::Rest))
                                && rest_in_peace(&clause[..start], rest)) =>
                {
                    // "No conspicuous consumption this month", "CC: none": what he will not
                    // do orders nothing; nor does the rest wished on the dead ("God rest him").
                    let rest = denied_after(rest, matches!(it, Item::Monthly(_))).unwrap_or(rest);
                    let text = t[..t.len() - rest.len()].trim_end();
                    flush(&mut left, &mut left_start, start);
                    covered.push((start, start + text.len()));
                    r.past.push(text);
                    i = rest;
                    continue;
                }
                Ok((rest, mut it)) if rest.len() < t.len() => {
                    let text = t[..t.len() - rest.len()].trim_end();
                    tidy_names(line, text, &mut it);
                    // "Court the redhead widow who sat next to the Duchesse": a lady described,
                    // not named. The GM asks which.
                    if let Item::Action(Draft::Court {
                        lady: Lady::Name(n),
                        ..
                    }) = &it
                        && described_not_named(line, n)
                    {
                        // (What follows, to the sentence's end, is more of the description:
                        // "at the premiere" there is no evening at the theatre.)
                        let end = t.find(['.', ';', '!', '?']).unwrap_or(t.len());
                        let text = t[..end.max(text.len())].trim_end();
                        flush(&mut left, &mut left_start, start);
                        covered.push((start, start + text.len()));
                        let error =
                            PErr::expected(text, text.len(), crate::orders::Say::LadyToCourt);
                        r.doubts.push(Doubt::Said { error, text });
                        i = &t[text.len()..];
                        continue;
                    }
                    // "Tell Vasseur I accept his challenge": the man told is the challenger.
                    if let Item::Action(Draft::Done(
                        Action::AcceptChallenge { whom } | Action::DeclineChallenge { whom },
                    )) = &mut it
                        && whom.as_deref() == Some("him")
                        && let Some(told) = told_before(&clause[..start])
                    {
                        *whom = Some(line.original_of(told).trim().to_string());
                    }
                    flush(&mut left, &mut left_start, start);
                    covered.push((start, start + text.len()));
                    r.items.push((it, text));
                    i = rest;
                    continue;
                }
                Err(nom::Err::Failure(e))
                    if e.expected.is_some()
                        && (item(sp(e.at)).is_ok()
                            || anchor(line, sp(e.at), false, &r.items).is_some()
                            || one_of(&[
                                "the", "a", "an", "my", "el", "la", "los", "las", "un", "una", "mi",
                            ])(e.at)
                            .is_ok_and(|(after, _)| {
                                anchor(line, after, true, &r.items).is_some()
                            })) =>
                {
                    // "I go to practise": the verb was taken for another order's; what
                    // follows it is the order.
                }
                Err(nom::Err::Failure(e)) if e.expected.is_some() => {
                    // The production knew its verb and said what is wrong: the sentence part
                    // is its, and the GM's.
                    let at = sp(e.at);
                    let end = at.find([',', ';', '.']).unwrap_or(at.len());
                    blocked = blocked.max(off(at) + end);
                    failures.push(e);
                }
                Err(nom::Err::Error(e)) if e.expected.is_some() => failures.push(e),
                _ => {}
            }
        }
        if start >= blocked
            // "I will not need club on campaign": what he will not do, no order.
            && !negated_before(&clause[..start])
            && let Some((rest, it)) = anchor(line, t, after_article, &r.items)
            && !(after_preposition && matches!(it, Item::Action(Draft::RegimentalDuty)))
            // "I borrow 400 crowns from the moneylender, for the Casino": what the money is
            // for, not a week there.
            && !([" for the", " for", " para el", " para"]
                .iter()
                .any(|p| clause[..start].trim_end().ends_with(p))
                && matches!(
                    it,
                    Item::Action(Draft::Done(Action::Casino { .. } | Action::Theatre { .. }))
                ))
            // "en campaña con el regimiento", "on campaign with the regiment": where he is,
            // with no duty to order.
            && !(matches!(it, Item::Action(Draft::RegimentalDuty))
                && tells_of_campaign(
                    &clause[clause[..start].rfind([',', ';', '.', ':']).map_or(0, |k| k + 1)..start],
                ))
            // "el favor de nivel 1 de mi dama": hers, not a visit to her.
            && !(matches!(it, Item::Action(Draft::VisitMistress { .. }))
                && [" de", " of", " from", " del"]
                    .iter()
                    .any(|p| clause[..start].trim_end().ends_with(p)))
        {
            flush(&mut left, &mut left_start, start);
            let text = t[..t.len() - rest.len()].trim_end();
            covered.push((start, start + text.len()));
            // "what he said about His Eminence at Hunter's last month": a place named in
            // words telling of the past is no order.
            if matches!(it, Item::Action(_)) && told_of_the_past(clause, start, off(rest))
                || matches!(it, Item::Action(Draft::Rest)) && rest_in_peace(&clause[..start], rest)
            {
                r.past.push(text);
                i = rest;
                continue;
            }
            r.items.push((it, text));
            i = rest;
            after_article = false;
            continue;
        }
        // One word not understood, or taken by a production that failed.
        let n = word_len(t);
        let w = &t[..n];
        // "me tiro a descansar", "voy a practicar": Spanish "a" before an infinitive is no
        // article.
        let infinitive = {
            let next = sp(&t[n..]);
            let end = next.find(|c: char| !is_word_char(c)).unwrap_or(next.len());
            let v = &next[..end];
            // ("vuelvo a cortejarla": the infinitive with its pronoun.)
            let v = ["la", "le", "lo", "las", "los"]
                .iter()
                .find_map(|p| v.strip_suffix(p))
                .filter(|v| v.ends_with('r'))
                .unwrap_or(v);
            v.len() > 4 && (v.ends_with("ar") || v.ends_with("er") || v.ends_with("ir"))
        };
        after_article = ARTICLES.contains(&w) && !(w == "a" && infinitive);
        after_preposition = PREPOSITIONS.contains(&w)
            || (after_preposition
                && (after_article || ["my", "his", "our", "mi", "su", "nuestro"].contains(&w)));
        left_start.get_or_insert(start);
        i = &t[n..];
    }
    flush(&mut left, &mut left_start, clause.len());
    for (a, b) in left {
        let text = clause[a..b].trim_end();
        if text.is_empty() {
            continue;
        }
        let said = failures.iter().find(|e| {
            let at = off(sp(e.at));
            (a..=b).contains(&at) && !covered.iter().any(|(x, y)| (*x..*y).contains(&at))
        });
        if let Some(e) = said {
            r.doubts.push(Doubt::Said {
                error: e.clone(),
                text,
            });
        } else if (order_like(text)
            // ("(a fan, if the shops have one)": an aside's own condition governs nothing.)
            || super::leftover::is_condition_unread(text)
                && !text.ends_with(')')
                && r.items.iter().any(|(it, _)| matches!(it, Item::Action(_))))
            && !asked_after(
                line.folded
                    .get(line.offset(text) + text.len()..)
                    .unwrap_or(""),
            )
            && !is_label(text, &clause[b..], covered.iter().any(|(x, _)| *x >= b))
            && !gambling_before_its_stakes(line, text)
            && !leads_to_the_venue(clause, text, b, &r.items)
            && !counts_the_guests(text, &r.items)
        {
            r.doubts.push(Doubt::Unread(text));
        } else {
            r.past.push(text);
        }
    }
    hoist_details(&mut r.items);
    // "I go again (stalls)", "a seat in the stalls": a seat is only ever the theatre's.
    if let [(Item::Modifier(Modifier::Detail(Detail::Stalls)), text)] = r.items[..] {
        let theatre = Action::Theatre {
            seat: crate::orders::Seat::Stalls,
            guests: Vec::new(),
        };
        r.items = vec![(Item::Action(Draft::Done(theatre)), text)];
    }
    practice_by_its_blade(clause, &mut r);
    r
}

/// "Then a week of rapier at the salle", "la semana entera con el sable en la sala": no verb
/// of practice, but a blade and the time or the place of practising, and nothing else, is a
/// week of practice as a GM reads it.
fn practice_by_its_blade<'a>(clause: &'a str, r: &mut Reading<'a>) {
    let weapon = match r.items[..] {
        [(Item::Modifier(Modifier::Detail(Detail::Weapon(w))), _)] => Some(w),
        [(Item::Modifier(Modifier::Detail(Detail::RegimentWeapon)), _)] => None,
        _ => return,
    };
    const WHEN_OR_WHERE: &[&str] = &[
        "week",
        "weeks",
        "semana",
        "semanas",
        "salle",
        "sala",
        "fencing",
        "esgrima",
        "school",
        "academy",
        "academia",
        "hall",
        "master",
        "maestro",
        "lessons",
        "lecciones",
        "clases",
        "drill",
        "drills",
        "training",
        "entreno",
        "entrenamiento",
        "practice",
        "practise",
    ];
    let words = clause.split(|c: char| !is_word_char(c));
    if !r.doubts.is_empty() || !words.into_iter().any(|w| WHEN_OR_WHERE.contains(&w)) {
        return;
    }
    // (The words around the blade are the order's own: nothing of it is read past.)
    r.past.clear();
    r.items = vec![(Item::Action(Draft::Practice(weapon)), clause.trim())];
}

/// A lady's "name" that is a description: it opens with an article or a pointing word and no
/// word of it is capitalised as written ("the redhead widow who sat next", "la viuda
/// pelirroja").
fn described_not_named(line: &Line, name: &str) -> bool {
    let written = line.original_of(name);
    let words: Vec<&str> = written.split_whitespace().collect();
    words.len() >= 2
        && [
            "the", "a", "an", "that", "this", "la", "una", "esa", "aquella",
        ]
        .contains(&words[0])
        && !words.iter().any(|w| w.starts_with(char::is_uppercase))
}

/// "Tell Vasseur (that) I ...": the name of the man told, just before.
fn told_before(before: &str) -> Option<&str> {
    let before = before.trim_end();
    let before = before.strip_suffix(" that").unwrap_or(before).trim_end();
    let at = before.rfind("tell ")?;
    if at > 0 && before[..at].ends_with(is_word_char) {
        return None;
    }
    let name = before[at + 5..].trim();
    (!name.is_empty() && name.split(' ').count() <= 4 && !name.contains([',', ';', '.']))
        .then_some(name)
}

/// "the old one dead last month, God rest him", "rest in peace", "que en paz descanse": rest
/// wished on the dead is no week of rest.
fn rest_in_peace(before: &str, after: &str) -> bool {
    let before = before.trim_end();
    ["god", "lord", "may god", "dios lo", "dios le"]
        .iter()
        .any(|w| before.ends_with(w) && !before[..before.len() - w.len()].ends_with(is_word_char))
        || one_of(&["in peace", "his soul", "her soul", "en paz"])(after).is_ok()
}

/// The last commission named in `before` by its noun ("the Majority", "la capitanía"), for
/// "buy it" after it. A rank as a title ("Major Ferrand") names no commission.
fn commission_named(before: &str) -> Option<crate::vocab::Rank> {
    use crate::vocab::Rank;
    const COMMISSIONS: &[(&str, Rank)] = &[
        ("majority", Rank::Major),
        ("majors commission", Rank::Major),
        ("captaincy", Rank::Captain),
        ("captains commission", Rank::Captain),
        ("capitania", Rank::Captain),
        ("lieutenancy", Rank::Subaltern),
        ("lieutenant-colonelcy", Rank::LieutenantColonel),
        ("colonelcy", Rank::Colonel),
    ];
    before
        .char_indices()
        .filter(|&(k, _)| k == 0 || !before[..k].ends_with(is_word_char))
        .filter_map(|(k, _)| {
            super::lex::longest(&before[k..], COMMISSIONS.iter().copied())
                .ok()
                .map(|(_, (_, rank))| rank)
        })
        .next_back()
}

/// Whether what follows words not understood makes them a question to the GM: "privates do
/// two weeks, yes?", "the 69th is a Frontier regiment, right?", "es así, ¿verdad?".
fn asked_after(after: &str) -> bool {
    let t = after.trim_start_matches([',', ' ', '-']);
    t.starts_with('?')
        || one_of(&[
            "yes",
            "right",
            "no",
            "correct",
            "yeah",
            "ok",
            "isnt it",
            "dont they",
            "verdad",
            "cierto",
            "no es asi",
            "si",
            "vale",
        ])(t)
        .is_ok_and(|(r, _)| r.trim_start().starts_with('?'))
}

/// Whether the words at `start..end` of `clause` stand inside a sentence part that tells of
/// the past ("last month", "yesterday", "el mes pasado") or of a time after this month ("I
/// want him back in Paris in January for Twelfth Night at the Frog & Peach", "next month")
/// after other words: the place or order named there is what happened, or what he means to
/// do another month, not what he orders.
/// True when `before` ends on a name as written (a capital) or "her".
fn after_a_name(line: &Line, before: &str) -> bool {
    let last = before
        .trim_end()
        .rsplit(|c: char| !is_word_char(c))
        .next()
        .unwrap_or("");
    !last.is_empty()
        && (last == "her"
            || line
                .original_of(last)
                .trim()
                .starts_with(char::is_uppercase))
}

fn told_of_the_past(clause: &str, start: usize, end: usize) -> bool {
    const PAST: &[&str] = &[
        "last month",
        "last week",
        "last time",
        "yesterday",
        "ago",
        "el mes pasado",
        "la semana pasada",
        "la ultima vez",
        "ayer",
        // "he asked me in the club": what somebody did, told.
        "asked me",
        "told me",
        "he asked",
        "she asked",
        "he told",
        "she told",
        "we met",
        "i met",
        "me pidio",
        "me dijo",
        "nos vimos",
        // "after what he said of the Carabiniers at the Blue Gables": words said there.
        "he said",
        "she said",
        "they said",
        "what he said",
        "lo que dijo",
        "dijo",
        // Another month to come.
        "next month",
        "next year",
        "in the new year",
        "back in paris",
        "when he returns",
        "when i return",
        "when he is back",
        "when i am back",
        "el mes que viene",
        "el proximo mes",
        "el ano que viene",
        "de vuelta en paris",
        "cuando vuelva",
    ];
    const ENDS: &[char] = &[',', ';', '.', '!', '?', '(', ')'];
    let from = clause[..start].rfind(ENDS).map_or(0, |k| k + 1);
    let to = clause[end..].find(ENDS).map_or(clause.len(), |k| end + k);
    let before = clause[from..start].trim();
    let part = &clause[from..to];
    before.split_whitespace().count() >= 2
        && part
            .char_indices()
            .filter(|&(k, _)| k == 0 || part[..k].ends_with(' '))
            .any(|(k, _)| one_of(PAST)(&part[k..]).is_ok())
}

/// The people an order of the grammar names, as the reader takes them: the proper name in
/// what the production took ("duelo al Capitán Dufour" is Capitán Dufour), or the pronoun
/// that starts it ("her again" is her).
fn tidy_names<'a>(line: &Line, text: &'a str, it: &mut Item<'a>) {
    let tidy = |n: &mut String| {
        let Some(at) = text.find(n.as_str()) else {
            return;
        };
        let slice = &text[at..at + n.len()];
        let mut i = slice;
        while !i.is_empty() {
            if let Some((_, name)) = slots::proper_name(line, i) {
                *n = name.to_string();
                return;
            }
            let next = i.find(' ').map_or("", |k| &i[k + 1..]);
            i = next;
        }
        let first = slice.split(' ').next().unwrap_or("");
        // "cortejo a la catalina de saint-amand" (no capitals): "la" is her article there,
        // not "her".
        if matches!(first, "la" | "el") && slice.len() > first.len() {
            *n = slice[first.len() + 1..].to_string();
        } else if super::condition::is_pronoun(first) {
            *n = first.to_string();
        }
    };
    match it {
        Item::Action(Draft::Court {
            lady: Lady::Name(n),
            ..
        }) => {
            let mut s = n.to_string();
            tidy(&mut s);
            if let Some(at) = text.find(s.as_str()) {
                *n = &text[at..at + s.len()];
            }
        }
        Item::Action(Draft::Done(a)) => match a {
            Action::FollowLady { lady } | Action::Propose { lady } => tidy(lady),
            Action::Challenge { whom, .. }
            | Action::Apologise { whom }
            | Action::Lend { whom, .. }
            | Action::Repay { whom, .. }
            | Action::DemandRepayment { whom }
            | Action::Invite { whom, .. } => tidy(whom),
            Action::AcceptChallenge { whom } | Action::DeclineChallenge { whom } => {
                whom.iter_mut().for_each(tidy)
            }
            Action::GiveParty { guests } => guests.iter_mut().for_each(tidy),
            _ => {}
        },
        _ => {}
    }
}

/// "I give Constance flowers worth 24 crowns": a gift whose thing opens with a lady's name
/// (capitalised as written) is given to her, and the thing is what follows her name.
pub(super) fn gift_to_the_lady_named(line: &Line, text: &str, action: &mut Action) {
    let Action::Gift {
        whom: whom @ None,
        what: Some(what),
        ..
    } = action
    else {
        return;
    };
    let Some(at) = text.find(what.as_str()) else {
        return;
    };
    if let Some((thing, lady)) = slots::proper_name(line, &text[at..at + what.len()])
        && !thing.trim().is_empty()
        && super::ladies::is_lady(lady)
    {
        *whom = Some(lady.to_string());
        *what = thing.trim().to_string();
    }
}

/// Words that deny the order right after them.
/// (With the Galician and Catalan "non" and "mai": "o polbo non descansa".)
const DENIALS: &[&str] = &[
    "no", "not", "never", "without", "sin", "nunca", "ni", "non", "mai",
];

/// Answers after an order that deny it ("conspicuous consumption: no").
const DENYING_ANSWERS: &[&str] = &[
    "no",
    "none",
    "nope",
    "nada",
    "ninguno",
    "ninguna",
    "nil",
    "no thanks",
    "not this month",
    "none this month",
    "no this month",
    "este mes no",
    "no este mes",
    "este mes tampoco",
    "this month no",
    "no gracias",
    "ni hablar",
    "ni sonarlo",
    "ni pensarlo",
    "de ninguna manera",
];

/// Whether the words right before an order (no punctuation between) deny it: "no
/// conspicuous consumption", "sin gastos ostentosos".
/// Also a denial and a word that leads to the order: "nada de gastos ostentosos", "no hay
/// gastos ostentosos", "no more conspicuous consumption", "ningún gasto ostentoso".
fn negated_before(before: &str) -> bool {
    let last = before.trim_end();
    if last.ends_with(|c: char| !is_word_char(c)) {
        return false;
    }
    let mut words = last.rsplit(|c: char| !is_word_char(c));
    let word = words.next().unwrap_or("");
    if DENIALS.contains(&word) || ["ningun", "ninguna", "zero", "cero", "nae"].contains(&word) {
        return true;
    }
    const LEADS: &[(&str, &[&str])] = &[
        ("de", &["nada", "sin", "no"]),
        ("hay", &["no"]),
        ("habra", &["no"]),
        ("hare", &["no"]),
        ("hago", &["no"]),
        ("more", &["no"]),
        ("any", &["not", "no", "without"]),
        // "I will not need club on campaign".
        ("need", &["not", "dont", "wont", "no"]),
    ];
    let before_it = words.next().unwrap_or("");
    LEADS
        .iter()
        .any(|(lead, denials)| *lead == word && denials.contains(&before_it))
}

/// "Nada de gastos ostentosos": the "nada" that reads as a week of rest denies what follows.
fn denies_what_follows(t: &str, it: &Item<'_>, rest: &str) -> bool {
    matches!(it, Item::Action(Draft::Rest))
        && one_of(&["nada", "y nada", "pero nada"])(t).is_ok()
        && one_of(&["de"])(rest).is_ok()
}

/// What follows the order's own answer when that answer denies it: "CC: none", "gastos
/// ostentosos: no", "gastos ostentosos no, que ..." (not "carouse - no gambling").
/// (`monthly`: a month's order, answered yes or no after a dash or a comma too: "Conspicuous
/// consumption - no"; a week's is not: "carouse - no, no gambling".)
fn denied_after(rest: &str, monthly: bool) -> Option<&str> {
    let r = sp(rest);
    // "Gastos ostentosos no, que la temporada pagó poco": the answer alone after it; "de
    // gastos ostentosos nada, que ...".
    if let Ok((after, _)) = one_of(if monthly { &["no", "nada"] } else { &["no"] })(r)
        && (sp(after).is_empty() || sp(after).starts_with([',', '.', ';', '!']))
    {
        return Some(after);
    }
    // "Conspicuous consumption - no", "gastos ostentosos, ni soñarlo".
    let answered = r.starts_with([':', '=', '?']) || monthly && r.starts_with(['-', ',', '–']);
    if !answered {
        return None;
    }
    let (after, _) =
        one_of(DENYING_ANSWERS)(r.trim_start_matches([':', '=', '?', '-', ',', '–', ' '])).ok()?;
    let next = sp(after);
    (next.is_empty() || next.starts_with(|c: char| !is_word_char(c))).then_some(after)
}

/// The length of the word that starts `t` (at least one character).
fn word_len(t: &str) -> usize {
    let n = t.find(|c: char| !is_word_char(c)).unwrap_or(t.len()).max(1);
    t.ceil_char_boundary(n)
}

/// Closes the run of words not understood that started at `left_start`, at `end`.
fn flush(left: &mut Vec<(usize, usize)>, left_start: &mut Option<usize>, end: usize) {
    if let Some(a) = left_start.take()
        && end > a
    {
        left.push((a, end));
    }
}

/// Where the bracket that opens `t` closes (or the end of `t`).
fn bracket(t: &str) -> Option<usize> {
    let close = match t.chars().next()? {
        '(' => ')',
        '[' => ']',
        _ => return None,
    };
    Some(t[1..].find(close).map_or(t.len(), |n| n + 1))
}

/// What is in brackets: a detail of the order before ("(rapier)", "(Hunter's)", "(stalls)"),
/// or an aside.
fn bracketed<'a>(line: &Line, inner: &'a str, r: &mut Reading<'a>) {
    let t = sp(inner);
    if let Some((rest, found)) = detail(line, t)
        && sp(rest).trim_matches([',', '.', ' ']).is_empty()
    {
        for it in found {
            r.items.push((it, t.trim_end()));
        }
        return;
    }
    // "(drinking)", "(with a girl)": how the visit before is spent; "(reckless bravery,
    // modifier 1)": the month's order the sentence before says in words.
    // ("(conspicuous consumption, please)": with a word of courtesy after it.)
    let ends = |rest: &str| {
        let rest = rest.trim_start_matches([',', '.', ' ']);
        let rest = one_of(&["please", "por favor", "if you please", "thanks", "gracias"])(rest)
            .map_or(rest, |(r, _)| r);
        rest.trim_matches([',', '.', '!', ' ']).is_empty()
    };
    if let Ok((
        rest,
        it @ (Item::Modifier(Modifier::Carouse | Modifier::Companionship) | Item::Monthly(_)),
    )) = item(t)
        && ends(rest)
    {
        r.items.push((it, t.trim_end()));
        return;
    }
    // "take Marie (my mistress) to the Blue Gables": she goes with him.
    if let Ok((rest, _)) = one_of(&["my mistress", "mi dama", "mi amante", "mi querida"])(t)
        && sp(rest).is_empty()
    {
        r.items.push((
            Item::Modifier(Modifier::Detail(Detail::WithMistress)),
            t.trim_end(),
        ));
        return;
    }
    if let Ok((rest, club)) = club_name(t)
        && sp(rest).is_empty()
    {
        r.items.push((
            Item::Modifier(Modifier::Detail(Detail::Club(club))),
            t.trim_end(),
        ));
        return;
    }
    // "(Cardinal's pup, regt enemy)": a cause among the words about him; the rest is read
    // past.
    let parts: Vec<&'a str> = t.split([',', ';']).collect();
    if let Some((k, cause)) = parts
        .iter()
        .enumerate()
        .find_map(|(k, p)| super::honour::cause_alone(p).map(|c| (k, c)))
    {
        r.items.push((
            Item::Modifier(Modifier::Detail(Detail::Cause(cause))),
            parts[k].trim(),
        ));
        for (j, p) in parts.iter().enumerate() {
            if j != k && !p.trim().is_empty() {
                r.past.push(p.trim());
            }
        }
        return;
    }
    if !t.trim().is_empty() {
        r.past.push(t.trim_end());
    }
}

/// Words that open a justification or an aside: what follows, to the end of the sentence
/// part, is read past.
const ASIDE_OPENERS: &[&str] = &[
    "who",
    "whom",
    "which",
    "because",
    "since",
    "as every",
    "as always",
    "as usual",
    "as is my right",
    "as i",
    "as he",
    "for what",
    "for his",
    "for her",
    "so that",
    "in order to",
    "to win",
    "to celebrate",
    "porque",
    "ya que",
    "pues",
    "por lo que",
    "que me",
    "que le",
    "que es",
    "como siempre",
    "como todos los meses",
    "como cada mes",
    "como de costumbre",
    "in either case",
    "in any case",
    "either way",
    "en cualquier caso",
    "en todo caso",
    "como corresponde",
    "con su anillo",
    "con el anillo",
    "con un anillo",
    "with the ring",
    "with a ring",
    "with her ring",
    "como manda",
    "como exige",
    "como dicta",
    "as the rules",
    "as a captain must",
    "as custom",
    "as tradition",
    "as honour",
    "as my rank",
    "as my station",
    "como conviene",
    "como es debido",
    "as befits",
    "as is fitting",
    "as becomes",
    "para ganar",
    "para celebrar",
    // "Sigo a Doña Blanca, a ver por dónde para": to see.
    "a ver",
    "having",
    "still",
    "que",
    "i was",
    "he was",
    "she was",
    "we were",
    "i had",
    "yo estaba",
    "estaba",
    "i am wounded",
    "i am still",
    "i am very",
    "i am already",
    "i am below",
    "i am not",
    "i am tired",
    "im still",
    "im wounded",
    "estoy herido",
    "estoy cansado",
    "he is",
    "she is",
    "hes",
    "shes",
    "theyre",
];

/// "(un palco,) al que invito a Doña Inés": a relative clause that is the invitation itself.
fn invites_after_relative(t: &str) -> bool {
    one_of(&[
        "que invito",
        "que convido",
        "which i invite",
        "to which i invite",
    ])(t)
    .is_ok()
}

/// Where an aside that starts at `t` ends: the next `,` `;` `.` `!` `?` or the end.
fn aside_end(t: &str) -> usize {
    t.find([',', ';', '.', '!', '?', '(', ':'])
        .unwrap_or(t.len())
        .max(1)
}

/// Where an aside gives way to the order again: "to forget her and to wager 100 crowns
/// three times", "porque estoy harto y apuesto 50": after "and" (or "then", "plus", "y"), a
/// detail or an order. `None` when the aside runs to the end of its sentence part.
fn resumed_within(line: &Line, t: &str) -> Option<usize> {
    let end = aside_end(t);
    let aside = &t[..end];
    [" and ", " then ", " plus ", " y ", " e ", " luego "]
        .iter()
        .flat_map(|c| aside.match_indices(c).map(move |(k, _)| k + c.len() - 1))
        .filter(|&k| {
            let after = sp(&t[k..]);
            let after = one_of(&["to", "i", "we", "he", "also", "then"])(after)
                .map_or(after, |(r, _)| sp(r));
            detail(line, after).is_some() || item(after).is_ok()
        })
        .min()
}

pub(super) const ARTICLES: &[&str] = &[
    "the", "a", "an", "his", "her", "their", "its", "el", "los", "las", "un", "una", "this",
    "that", "on", "your", "su", "unos", "unas",
];

/// "Hunter's with two of my subalterns as my guests, Pons and Escudier": how many guests he
/// brings, said before their names, when as many are named. `text` holds one number only,
/// said of men ("of my", "friends", "subalterns", "amigos"...).
fn counts_the_guests(text: &str, items: &[(Item, &str)]) -> bool {
    const MEN: &[&str] = &[
        "of",
        "de",
        "friends",
        "comrades",
        "subalterns",
        "officers",
        "men",
        "fellows",
        "companions",
        "cousins",
        "guests",
        "amigos",
        "companeros",
        "oficiales",
        "invitados",
    ];
    let named = items.iter().find_map(|(it, _)| match it {
        Item::Modifier(Modifier::Guests(g)) => Some(g.len()),
        _ => None,
    });
    let words: Vec<&str> = super::lex::words_in(text).collect();
    let counts: Vec<(usize, u8)> = words
        .iter()
        .enumerate()
        .filter_map(|(k, w)| {
            super::lex::small_number(w)
                .ok()
                .filter(|(r, _)| r.is_empty())
                .map(|(_, n)| (k, n))
        })
        .filter(|(_, n)| *n > 1)
        .collect();
    match counts[..] {
        [(k, n)] => {
            named == Some(usize::from(n)) && words.get(k + 1).is_some_and(|w| MEN.contains(w))
        }
        _ => false,
    }
}

/// Whether `before` holds words, not only a word that joins ("and", "then", "y").
fn words_before(before: &str) -> bool {
    super::lex::words_in(before).any(|w| !matches!(w, "and" | "then" | "y" | "luego" | "also"))
}

/// A detail, a group of guests or a host at `t`, as items.
fn detail<'a>(line: &Line, t: &'a str) -> Option<(&'a str, Vec<Item<'a>>)> {
    match slots::bets(t) {
        Ok((rest, g)) => return Some((rest, vec![Item::Modifier(Modifier::Gamble(g))])),
        Err(nom::Err::Failure(_)) => return None,
        Err(_) => {}
    }
    // A man named first, and what he does for the player: "Vauquelin should pay back my 100
    // crowns now" (a demand told of the debtor), "Capt. Séverin Lagarde lends me 200 crowns"
    // (a loan told from the lender's side).
    let named = slots::proper_name(line, t)
        .filter(|(_, n)| !matches!(*n, "he" | "she" | "el" | "ella" | "i" | "yo"));
    if let Some((r, debtor)) = named
        && let Some(r) = super::loan::what_the_debtor_must(r)
    {
        let whom = debtor.to_string();
        return Some((
            r,
            vec![Item::Action(Draft::Done(Action::DemandRepayment { whom }))],
        ));
    }
    if let Some((r, lender)) = named
        && let Ok((r, _)) = one_of(&[
            "lend me",
            "lends me",
            "will lend me",
            "is lending me",
            "me presta",
            // (The third person is folded: "me presta" is read "me presto".)
            "me presto",
            "me prestara",
            "me va a prestar",
        ])(r)
        && let Ok((r, n)) = crowns(r)
    {
        let from = crate::orders::Lender::Character {
            name: lender.to_string(),
        };
        return Some((
            r,
            vec![Item::Action(Draft::Done(Action::Borrow {
                from,
                crowns: n,
            }))],
        ));
    }
    if let Some((rest, n)) = slots::gift_money(t) {
        return Some((
            rest,
            vec![Item::Action(Draft::Done(Action::Gift {
                whom: None,
                crowns: n,
                what: None,
            }))],
        ));
    }
    // "with her as my guest": she is his guest there, not his mistress on his arm; also
    // when the place comes between ("I go with her to Frog & Peach as my guest").
    if let Ok((r, w)) = one_of(&["with her", "con ella"])(t) {
        let her = w.rsplit(' ').next().unwrap_or(w);
        if let Ok((r, _)) = one_of(slots::GUEST_WORDS)(r) {
            return Some((r, vec![Item::Modifier(Modifier::Guests(vec![her]))]));
        }
        let sentence = &r[..r.find(['.', ';', ',']).unwrap_or(r.len())];
        let guest_later = sentence
            .char_indices()
            .filter(|(k, _)| sentence[..*k].ends_with(' '))
            .any(|(k, _)| one_of(slots::GUEST_WORDS)(&sentence[k..]).is_ok());
        if guest_later {
            return Some((r, vec![Item::Modifier(Modifier::Guests(vec![her]))]));
        }
    }
    if let Some((rest, d)) = slots::detail(t) {
        return Some((rest, vec![Item::Modifier(Modifier::Detail(d))]));
    }
    // "como anfitrión de Don Nuño de Tineo", "hosting Capt. Rémi", "Hosting: my cousin
    // Thibaut + Mlle Coralie": whom he hosts.
    if let Ok((r, _)) = one_of(&[
        "como anfitrion de",
        "como anfitrion del",
        "de anfitrion de",
        "as host to",
        "as host of",
        "as the host of",
        // "I am host for the young Chevalier de Mauvezin", "I play host to Capt. Ruiz".
        "i am host for",
        "i am host to",
        "i am the host of",
        "i am the host for",
        "i play host to",
        "soy anfitrion de",
        "hago de anfitrion de",
        "hosting:",
        "hosting",
        "guests:",
        "invitados:",
    ])(t)
        && let Some((rest, g)) = slots::names(line, r)
    {
        return Some((rest, vec![Item::Modifier(Modifier::Guests(g))]));
    }
    if let Some((rest, host)) = slots::host(line, t) {
        return Some((
            rest,
            vec![Item::Modifier(Modifier::Detail(Detail::Host(host)))],
        ));
    }
    // "Invito a Mlle Hélène a venir a mi club la semana 4": an invitation, not guests.
    if matches!(super::society::invite(t), Ok((_, Item::Action(_)))) {
        return None;
    }
    if let Some((rest, g)) = slots::guests(line, t) {
        return Some((rest, vec![Item::Modifier(Modifier::Guests(g))]));
    }
    None
}

/// Details written before the order they go with ("as his guest ... to Bothwell's") go after
/// it, so that they reach it.
fn hoist_details(items: &mut Vec<(Item<'_>, &str)>) {
    let Some(first) = items.iter().position(|(i, _)| matches!(i, Item::Action(_))) else {
        return;
    };
    items[..=first].rotate_right(1);
}

/// True when `text` is a label before orders that were understood: "Regimental business this
/// month: admit Jacques Bonhomme". A label with a number in it may say something; it is not one.
/// ("Regimental matters (as Colonel of the Cardinal's Guard): ...": an aside may stand
/// between the label and its colon.)
fn is_label(text: &str, after: &str, orders_after: bool) -> bool {
    let after = sp(after);
    let after = match after.strip_prefix('(').and_then(|a| a.split_once(')')) {
        Some((_, past)) => sp(past),
        None => after,
    };
    orders_after && after.starts_with(':') && !text.bytes().any(|b| b.is_ascii_digit())
}

/// "he drowns the matter at | the Frog & Peach", "me voy de juerga a | Les Chasseurs": words
/// that end on the preposition before the venue read just after them are the way he goes
/// there, whatever their verb (no number in them, and no duel's or challenge's word).
fn leads_to_the_venue(clause: &str, text: &str, end: usize, items: &[(Item<'_>, &str)]) -> bool {
    const TO: &[&str] = &[" at", " to", " into", " a", " al", " en"];
    const NOT_THE_WAY: &[&str] = &[
        "challeng", "apolog", "duel", "reto", "reta", "desaf", "disculp", "borrow", "lend",
        "repay", "prest", "favo",
    ];
    let next = sp(&clause[end..]);
    let venue_next = items.iter().any(|(it, t)| {
        t.as_ptr() == next.as_ptr()
            && (matches!(
                it,
                Item::Action(Draft::VisitClub { .. } | Draft::VisitBawdyhouse { .. })
            ) || matches!(it, Item::Action(Draft::Done(a)) if super::week::is_visit(a)))
    });
    venue_next
        && TO.iter().any(|p| text.ends_with(p))
        && !text.contains(|c: char| c.is_ascii_digit())
        && !NOT_THE_WAY.iter().any(|w| text.contains(w))
}

/// "que durante todo el mes don Beltrán hará gastos ostentosos": what looks like an aside
/// holds the month's order.
fn holds_monthly_order(span: &str) -> bool {
    span.char_indices()
        .filter(|(k, _)| *k > 0 && span[..*k].ends_with(' '))
        .any(|(k, _)| matches!(item(&span[k..]), Ok((_, Item::Monthly(_)))))
}

/// "Dice only - no wine. Nine throws of 40.": a word of gambling whose stakes come later on
/// the line.
fn gambling_before_its_stakes(line: &Line, text: &str) -> bool {
    const GAMBLING: &[&str] = &[
        "dice",
        "dice only",
        "only dice",
        "cards",
        "the tables",
        "dados",
        "solo dados",
    ];
    (one_of(super::society::GAMBLE_VERBS)(text).is_ok() || one_of(GAMBLING)(text).is_ok())
        && stakes_later(line, text)
}

/// True when stakes are written further on the line than `text` (a slice of it): "Dice only
/// - no wine. Nine throws of 40."
fn stakes_later(line: &Line, text: &str) -> bool {
    let rest = &line.folded[(line.offset(text) + text.len()).min(line.folded.len())..];
    rest.char_indices()
        .filter(|(k, _)| *k == 0 || !rest[..*k].ends_with(is_word_char))
        .any(|(k, _)| slots::bets(&rest[k..]).is_ok_and(|(_, g)| !g.bets.is_empty()))
}

/// True when `text` tells of the campaign he is away on ("se va ... a la campaña de verano",
/// "marches with the regiment to the front").
pub fn tells_of_campaign(text: &str) -> bool {
    [
        "campaign",
        "campana",
        "the front",
        "el frente",
        "the frontier",
        "la frontera",
        "in the field",
        "at the war",
        "siege",
        "asedio",
        "trench",
        "trinchera",
    ]
    .iter()
    .any(|w| text.contains(w))
}

/// Words that say nothing is ordered, or that the week is spoken for: "on campaign",
/// "nothing", "en campaña". A week holding only these is not sent to the GM.
pub fn is_nothing(text: &str) -> bool {
    const NOTHING: &[&str] = &[
        "on campaign",
        "away on campaign",
        "at the front",
        "still at the front",
        "at the front still",
        "with the army",
        "with the regiment at the front",
        "with the regiment on campaign",
        "with my regiment on campaign",
        "en campana con el regimiento",
        "en campana con mi regimiento",
        "with the regiment in the field",
        "con el regimiento en campana",
        "con mi regimiento en campana",
        "con el regimiento en el frente",
        "campaign",
        "en el frente",
        "en la frontera",
        "en la frontera todavia",
        "on the frontier",
        "out on the frontier",
        "at the frontier",
        "sigo en el frente",
        "en el frente todavia",
        "todavia en el frente",
        "con el ejercito",
        "en campana todavia",
        "sigo en campana",
        "en campana",
        "de campana",
        "nothing",
        "nothing else",
        "and nothing",
        "and nothing else",
        "nothing more",
        "and nothing more",
        "y nada mas",
        // ("llevo 15 coronas y nada más": "and nothing", beside an order, is no rest.)
        "y nada",
        "nada",
        "nada mas",
        "none",
        "nobody",
        "no one",
        "nadie",
        "ninguna",
        "ninguno",
        "n/a",
        "no orders",
        "sin ordenes",
        "away",
        "on the road",
        "on the march",
        "marching",
        "en camino",
        "de camino",
        "en marcha",
    ];
    let t = text.trim().trim_end_matches(['.', '!', ',', ';']).trim();
    // "on campaign w/ the Borderers", "en campaña con el Fronterizo": with whom he serves.
    let with_whom = [
        "on campaign with ",
        "on campaign w/ ",
        "at the front with ",
        "in the field with ",
        "en campana con ",
        "en el frente con ",
    ]
    .iter()
    .find_map(|p| t.strip_prefix(p))
    // "with the RNHB on campaign", "con el Fronterizo en campaña": said the other way.
    .or_else(|| {
        ["with ", "con "].iter().find_map(|w| {
            [
                " on campaign",
                " at the front",
                " en campana",
                " en el frente",
            ]
            .iter()
            .find_map(|c| t.strip_prefix(w)?.strip_suffix(c))
        })
    });
    // "With the Borderers." under a week after he volunteered: the campaign's unit alone.
    const CAMPAIGN_UNITS: &[&str] = &[
        "borderers",
        "the borderers",
        "rnhb",
        "the rnhb",
        "royal north highland borderers",
        "the royal north highland borderers",
        "frontier",
        "the frontier",
        "frontier regiment",
        "the frontier regiment",
        "el fronterizo",
        "el regimiento fronterizo",
        "los fronterizos",
        "los cazadores de montana",
        "el rnhb",
    ];
    let alone = t
        .strip_prefix("still ")
        .or_else(|| t.strip_prefix("sigo "))
        .unwrap_or(t);
    // ("frontier" alone under each week after "volunteer with a Frontier regiment".)
    if CAMPAIGN_UNITS.contains(&alone)
        || ["with ", "con "]
            .iter()
            .filter_map(|w| alone.strip_prefix(w))
            .any(|u| CAMPAIGN_UNITS.contains(&u.trim()))
    {
        return true;
    }
    // "(travelling to the frontier)", "de camino al frente": on his way there.
    let on_the_way = one_of(&[
        "travelling to",
        "traveling to",
        "marching to",
        "riding to",
        "on the way to",
        "on my way to",
        "en camino a",
        "en camino al",
        "de camino a",
        "de camino al",
        "viajando a",
        "viajando al",
        "rumbo a",
        "rumbo al",
    ])(alone)
    .is_ok_and(|(place, _)| {
        let place = place.trim();
        CAMPAIGN_UNITS.contains(&place)
            || NOTHING.contains(&place)
            || [
                "the front",
                "the war",
                "the campaign",
                "frente",
                "la frontera",
                "la guerra",
                "la campana",
            ]
            .contains(&place)
    });
    if on_the_way {
        return true;
    }
    // (An order, not a unit: "on campaign with my mistress I ...".)
    let unit_only =
        |unit: &str| unit.split_whitespace().count() <= 5 && super::action::item(unit).is_err();
    if with_whom.is_some_and(unit_only) {
        return true;
    }
    // "nada más, che", "nothing, mate": a word of talk after it.
    if let Some((head, tail)) = t.split_once(',')
        && NOTHING.contains(&head.trim())
        && tail.split_whitespace().count() <= 2
        && !tail.contains(|c: char| c.is_ascii_digit())
    {
        return true;
    }
    // "on the road / at the front": each of its parts says so.
    NOTHING.contains(&t)
        || (t.contains(['/', '|']) && t.split(['/', '|']).all(|p| NOTHING.contains(&p.trim())))
}
