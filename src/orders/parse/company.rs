//! A week in a lady's company: "W4 - with Clothilde", "Wk3// Sidonie", "Léonore, all week",
//! "a ver a mi dama", "Me voy donde mi polola toda la semana". A week whose whole order is a
//! lady, with nothing but words of when and of going to her, is the week with his mistress as
//! a GM reads it (named: the rules hold her to the mistress he has). Not a man's company
//! ("with Captain Brézé", "with my cousin"), nor a regiment's ("with the RNHB").

use super::action::{COMPANY_VERBS, Draft, Item};
use super::lex::{one_of, sp};
use super::read::{ARTICLES, tells_of_campaign};
use super::slots;
use super::text::Line;
use super::words::{MISTRESS_NOUNS, TITLES_OF_LADIES};

/// Words that say only when, how long, or that he goes to her or stays with her.
const ABOUT_HER: &[&str] = &[
    "spend the week",
    "spend the whole week",
    "spend all week",
    "spend a week",
    "spend my week",
    "spend da week",
    "spends the week",
    "spending the week",
    "the week",
    "the whole week",
    "all week",
    "all the week",
    "all da week",
    "whole week",
    "this week",
    "christmas week",
    "the christmas week",
    "la semana de navidad",
    "paso la semana",
    "pasa la semana",
    "la semana",
    "toda la semana",
    "la semana entera",
    "esta semana",
    "again",
    "otra vez",
    "de nuevo",
    "as usual",
    "as always",
    "como siempre",
    "me voy",
    "se va",
    "voy",
    "go",
    "goes",
    "off to",
    "a ver a",
    "ver a",
    "voy a ver a",
    "va a ver a",
    // "the week at Solange's": at her house (a lady's name must follow).
    "at",
    "chez",
];

/// Of `ABOUT_HER`'s kind, but saying he is with someone: after them any name not a man's is
/// the lady's ("with Clothilde"); without them, only a lady's name is ("Sidonie"). (The
/// grammar's verbs of a week in someone's company, `COMPANY_VERBS`, are of them too.)
const WITH_HER: &[&str] = &[
    "with",
    "con",
    "wi",
    "wiv",
    "w",
    "along with",
    "in the company of",
    "en compania de",
    "donde",
    "a casa de",
    "en casa de",
    "casa de",
    "go to see",
    "goes to see",
    "stays with",
    // "La dedico a Mlle Agathe Sorel": the week given to her.
    "la dedico a",
    "se la dedico a",
    "dedico la semana a",
    "i devote it to",
    "devote it to",
    "devote the week to",
];

/// Possessives before the mistress's noun: "my lass", "mi polola".
const HIS: &[&str] = &["my", "mi", "his", "su", "me"];

/// The week with his mistress, when `clause` is a lady's company and nothing else but an
/// aside said of her ("The whole week with Clotilde, who has forgiven him ..."): the order,
/// and the aside (empty when none).
pub(super) fn week_with_a_lady<'a>(line: &Line, clause: &'a str) -> Option<(Item<'a>, &'a str)> {
    let (t, with) = past_words_about_her(clause);
    if t.is_empty() || tells_of_campaign(clause) {
        return None;
    }
    let (rest, named) = if let Ok((r, _)) = one_of(HIS)(t)
        && let Ok((r, _)) = one_of(MISTRESS_NOUNS)(r)
    {
        // ("wi my lass, Mlle Agathe Rolland": her name after what she is to him.)
        match slots::proper_name(line, sp(r).trim_start_matches([',', '(', ' '])) {
            Some((r, name)) if super::ladies::is_lady(name) => {
                (r.trim_start_matches([')', ' ']), Some(name))
            }
            _ => (r, None),
        }
    } else {
        // (A lady named with an article is named by her title: "with the Comtesse"; "with
        // the RNHB" is his regiment on campaign.)
        if one_of(ARTICLES)(t).is_ok_and(|(r, _)| one_of(TITLES_OF_LADIES)(r).is_err()) {
            return None;
        }
        // (Not a friend's company: "with my cousin", "with a friend".)
        if one_of(&["my", "mi", "his", "su", "our", "a", "an", "un", "una"])(t).is_ok() {
            return None;
        }
        let (rest, name) = slots::proper_name(line, t)?;
        // ("at Solange's": her name, its possessive's s left out.)
        let written = line.original_of(name);
        let name = match written.ends_with("'s") || written.ends_with("’s") {
            true => name.strip_suffix('s').unwrap_or(name),
            false => name,
        };
        let lady = if with {
            !super::pronouns::titled_a_man(name) && name.split(' ').count() <= 5
        } else {
            // A lady's name alone: after the week's label on its line ("Wk3// Sidonie"), or
            // with the time of the week after it ("Léonore, all week"); not a name signing
            // the letter on a line of its own, nor a word of a letter in capitals ("PRACTISE
            // CUTLASS") or an order's.
            let labelled = !line.folded[..line.offset(clause)].trim().is_empty();
            let timed =
                one_of(ABOUT_HER)(sp(rest).trim_start_matches([',', '.', '-', ' '])).is_ok();
            super::ladies::is_lady(name)
                && (labelled || timed)
                && line.original_of(name).contains(char::is_lowercase)
                && !super::action::is_order_word(t)
        };
        if !lady {
            return None;
        }
        (rest, Some(name))
    };
    let (rest, _) = past_words_about_her(rest);
    let order = Item::Action(Draft::VisitMistress { named });
    if rest.is_empty() {
        return Some((order, rest));
    }
    // ("..., who has forgiven him for the draughty box": what she is or did, no number.)
    let aside = one_of(&["who", "whom", "que", "quien", "because", "porque", "since"])(rest)
        .is_ok()
        && clause[..clause.len() - rest.len()]
            .trim_end()
            .ends_with(',')
        && !rest.contains(|c: char| c.is_ascii_digit());
    aside.then_some((order, rest))
}

/// `t` past the words of `ABOUT_HER` and `WITH_HER` and the marks between them; whether one
/// of `WITH_HER` was among them.
fn past_words_about_her(t: &str) -> (&str, bool) {
    let mut t = t;
    let mut with = false;
    loop {
        t = sp(t).trim_start_matches(['.', ',', ';', ':', '!', '-', '~', ' ']);
        if let Ok((r, _)) = one_of(WITH_HER)(t).or_else(|_| one_of(COMPANY_VERBS)(t)) {
            with = true;
            t = r;
        } else if let Ok((r, _)) = one_of(ABOUT_HER)(t) {
            t = r;
        } else {
            return (t, with);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The week `text` reads as: its clause after the label "W<n> ", or the whole line.
    fn week(text: &str) -> Option<Option<String>> {
        let line = Line::new(1, text);
        let at = match text.strip_prefix('W') {
            Some(_) => line.folded.find(' ').unwrap() + 1,
            None => 0,
        };
        match week_with_a_lady(&line, &line.folded[at..]) {
            Some((Item::Action(Draft::VisitMistress { named }), _)) => {
                Some(named.map(String::from))
            }
            _ => None,
        }
    }

    #[test]
    fn a_lady_alone_is_the_week_with_his_mistress() {
        assert_eq!(week("W3 Sidonie"), Some(Some("sidonie".into())));
        assert_eq!(week("W4 Léonore, all week"), Some(Some("leonore".into())));
        assert_eq!(week("W2 a ver a mi dama"), Some(None));
        assert_eq!(week("W2 me voy donde mi polola toda la semana"), Some(None));
        assert_eq!(
            week("W1 spend da week wi my lass, Mlle Agathe Rolland"),
            Some(Some("mlle agathe rolland".into()))
        );
        assert_eq!(week("W4 with Clothilde"), Some(Some("clothilde".into())));
        assert_eq!(
            week("W3 the week at Solange's"),
            Some(Some("solange".into()))
        );
    }

    #[test]
    fn not_a_man_a_regiment_a_signature_or_capitals() {
        assert_eq!(week("W3 with Captain Brézé"), None);
        assert_eq!(week("W3 with my cousin"), None);
        assert_eq!(week("W3 with the RNHB"), None);
        assert_eq!(week("W3 the week at Hunter's"), None);
        assert_eq!(week("W3 at Brézé's"), None);
        assert_eq!(week("W1 PRACTISE CUTLASS"), None);
        // A name alone on its line signs the letter.
        assert_eq!(week("María Guadalupe Esparza"), None);
        assert_eq!(week("Magnie"), None);
    }
}
