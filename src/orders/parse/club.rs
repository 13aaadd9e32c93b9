//! The clubs' orders: joining one, resigning, visiting one (as a guest, with guests, with
//! one's mistress, carousing or gambling there), and naming a club (`club_ref`), with a "did
//! you mean" when the name is a near miss.

use super::action::{Draft, starts_item};
use super::lex::{PErr, PResult, kw, longest, one_of, punct, sp};
use super::name::{name, name_after, near_miss};
use super::society;
use super::words::*;
use crate::orders::names::{CLUB_NAMES, suggest_club};
use crate::orders::{Action, Gamble, Say};
use crate::vocab::Club;
use nom::Parser;
use nom::branch::alt;
use nom::combinator::{cut, opt};
use nom::sequence::preceded;

/// `join_club = join_verb ["the"] ["club"] club_name`
pub fn join_club(input: &str) -> PResult<'_, Draft<'_>> {
    let (rest, verb) = one_of(JOIN_VERBS)(input)?;
    let (rest, club) = cut(|i| named_club(i, verb)).parse(rest)?;
    Ok((rest, Draft::JoinClub(club)))
}

/// ```text
/// resign_club = ("resign" | "me doy de baja") [["from" | "de" | "del"] club_ref]
///             | ("leave" | "quit" | "dejo" | "abandono") club_ref
/// ```
pub fn resign_club(input: &str) -> PResult<'_, Draft<'_>> {
    let from = |i| opt(one_of(&["from", "of", "de", "del", "en"])).parse(i);
    if let Ok((rest, _)) = one_of(RESIGN_VERBS)(input) {
        let (rest, _) = from(rest)?;
        let (rest, _) = opt(club_ref).parse(rest)?;
        return Ok((rest, Draft::ResignClub));
    }
    let (rest, _) = one_of(LEAVE_VERBS)(input)?;
    let (rest, _) = club_ref(rest)?;
    Ok((rest, Draft::ResignClub))
}

/// `carouse_at = carouse ("at" | "in" | "en") (bawdy_noun | club_ref)`
pub fn carouse_at(input: &str) -> PResult<'_, Draft<'_>> {
    let (rest, _) = one_of(CAROUSE_WORDS)(input)?;
    // "I carouse in either case": how, not where.
    if one_of(&[
        "in either case",
        "in any case",
        "in any event",
        "in both cases",
        "en cualquier caso",
        "en todo caso",
        "en ambos casos",
    ])(rest)
    .is_ok()
    {
        return PErr::at(input).miss();
    }
    let (rest, _) = one_of(&["at", "in", "en"])(rest)?;
    let (at_art, _) = opt(one_of(ARTICLES)).parse(rest)?;
    // "to drown his sorrows in the club's best claret", "drowns his sorrows in wine": what
    // he drinks, not where.
    if one_of(&["clubs", "houses", "best", "finest", "cheapest"])(at_art).is_ok()
        || one_of(CAROUSE_WORDS)(at_art).is_ok()
    {
        return PErr::at(input).miss();
    }
    if let Ok((rest, _)) = one_of(BAWDY_NOUNS)(at_art) {
        return Ok((
            rest,
            Draft::VisitBawdyhouse {
                carouse: true,
                companionship: false,
            },
        ));
    }
    let (rest, club) = cut(|i| club_ref_or_fail(i, "carouse at")).parse(rest)?;
    let (rest, extras) = visit_extras(rest)?;
    Ok((rest, extras.into_visit(club, true)))
}

/// `visit_club = visit_verb ["a"] club_ref visit_extra*`
pub fn visit_club(input: &str) -> PResult<'_, Draft<'_>> {
    let (rest, verb) = one_of(VISIT_VERBS)(input)?;
    let (rest, _) = if verb.ends_with(" a") {
        (rest, None)
    } else {
        opt(kw("a")).parse(rest)?
    };
    if let Ok(found) = company_to_club(rest) {
        return Ok(found);
    }
    // "He goes to the front at the end of the month": the war is no club.
    if one_of(&[
        "the front",
        "war",
        "the war",
        "the campaign",
        "the wars",
        "el frente",
        "frente",
        "la guerra",
        "guerra",
        "la campana",
    ])(rest)
    .is_ok()
    {
        return PErr::at(input).miss();
    }
    // "join the Horse Guards and visit it": his club (the sheet knows which).
    let (rest, club) = match one_of(&["it", "there", "alli", "alla"])(rest) {
        Ok((rest, _)) => (rest, None),
        Err(_) => cut(|i| club_ref_or_fail(i, verb)).parse(rest)?,
    };
    let (rest, mut extras) = visit_extras(rest)?;
    // "gamble at Hunter's" says he gambles: with no stakes, the GM asks how much.
    if GAMBLE_AT.contains(&verb) {
        extras.gamble.get_or_insert_with(Gamble::default);
    }
    Ok((rest, extras.into_visit(club, false)))
}

/// The verbs of going somewhere in company, before the company: "go with".
pub const GO_WITH_VERBS: &[&str] = &["go with", "goes with", "going with", "voy con", "va con"];

/// The words of a host who asked him along, said after the host's name: "Major Cadoudal has
/// asked me to Hunter's as his guest", "el Capitán Ruiz me ha invitado a Les Chasseurs".
pub const ASKED_ALONG: &[&str] = &[
    "has asked me to",
    "have asked me to",
    "has asked me along to",
    "have asked me along to",
    "asked me to",
    "asked me along to",
    "has invited me to",
    "have invited me to",
    "invited me to",
    "has invited me along to",
    "me ha invitado a",
    "me ha invitado al",
    "me invito a",
    "me invito al",
    "me invita a",
    "me invita al",
];

/// `asked_along = ASKED_ALONG club_ref ["as his guest" | "como su invitado"] visit_extra*`:
/// a visit as the guest of the man the sentence names before the words.
pub fn asked_along(input: &str) -> PResult<'_, Draft<'_>> {
    // (The words themselves stand for the host until the names are restored: the man the
    // sentence names before them.)
    let (rest, words) = one_of(ASKED_ALONG)(input)?;
    let (rest, club) = club_ref(rest)?;
    let (rest, _) = opt(one_of(&[
        "as his guest",
        "as their guest",
        "as her guest",
        "como su invitado",
        "de invitado",
    ]))
    .parse(rest)?;
    let (rest, mut extras) = visit_extras(rest)?;
    extras.host.get_or_insert(words);
    Ok((rest, extras.into_visit(club, false)))
}

/// `go_with = ("go with" | "voy con") company ("to" | "a") club_ref visit_extra*`
pub fn go_with_to_club(input: &str) -> PResult<'_, Draft<'_>> {
    let (rest, _) = one_of(GO_WITH_VERBS)(input)?;
    company_to_club_after_with(rest)
}

/// "with her to Frog & Peach as my guest", "con mi dama a Les Chasseurs": the company
/// between the verb and the club, then the club.
fn company_to_club(rest: &str) -> PResult<'_, Draft<'_>> {
    let (r, _) = one_of(&["with", "con"])(rest)?;
    company_to_club_after_with(r)
}

fn company_to_club_after_with(r: &str) -> PResult<'_, Draft<'_>> {
    let (r, who) = alt((
        one_of(&[
            "my mistress",
            "mi dama",
            "mi amante",
            "her",
            "ella",
            "him",
            "el",
            "them",
            "ellos",
        ])
        .map(|w| vec![w]),
        guest_names,
    ))
    .parse(r)?;
    let (r, _) = one_of(&["to", "a", "al"])(r)?;
    let (r, club) = club_ref(r)?;
    let (r, guest) = match one_of(&[
        "as my guest",
        "as my guests",
        "como mi invitada",
        "como mis invitados",
    ])(r)
    {
        Ok((r, _)) => (r, true),
        Err(_) => (r, false),
    };
    let (r, mut extras) = visit_extras(r)?;
    match who[..] {
        ["my mistress" | "mi dama" | "mi amante"] => extras.with_mistress = true,
        ["her" | "ella"] if !guest => extras.with_mistress = true,
        _ => {
            extras.guests.splice(0..0, who);
        }
    }
    Ok((r, extras.into_visit(club, false)))
}

/// "la llevo a Phillippe Le Rouge": the Spanish pronoun and the verb of taking.
pub const TAKE_HER: &[&str] = &[
    "me la llevo",
    "la llevo",
    "me lo llevo",
    "lo llevo",
    "me los llevo",
    "los llevo",
    "me las llevo",
    "las llevo",
];

/// The verbs of taking one's mistress somewhere.
pub const ESCORT_VERBS: &[&str] = &["take", "bring", "escort", "llevo a", "acompano a"];

/// ```text
/// escort = ("take" | "bring" | "escort" | "llevo a") ("my mistress" | "mi dama" | ...)
///          ("to" | "a" | "al") club_ref visit_extra*
/// ```
/// "Take my mistress to the Frog & Peach": a club visit with her.
pub fn escort_to_club(input: &str) -> PResult<'_, Draft<'_>> {
    // "la llevo a Phillippe Le Rouge", "me la llevo al Crapaud": the Spanish pronoun before
    // the verb names whom he takes.
    if let Ok((rest, _)) = one_of(TAKE_HER)(input) {
        // The pronoun as written ("la", "lo"), for the names to be restored from it.
        let t = sp(input);
        let t = t.strip_prefix("me ").unwrap_or(t);
        let whom = &t[..t.find(' ').unwrap_or(t.len())];
        let (rest, _) = one_of(&["a", "al", "conmigo a", "conmigo al"])(rest)?;
        let (rest, club) = club_ref(rest)?;
        let (rest, guest) = opt(one_of(super::slots::GUEST_WORDS)).parse(rest)?;
        let (rest, mut extras) = visit_extras(rest)?;
        if whom == "la" && guest.is_none() {
            extras.with_mistress = true;
        } else {
            extras.guests.insert(0, whom);
        }
        return Ok((rest, extras.into_visit(club, false)));
    }
    let (rest, _) = one_of(ESCORT_VERBS)(input)?;
    // "I take her to the Blue Gables as my guest": the lady just named, as his guest; "take
    // Ensign Marchal and the Chevalier de Pontbriand to Bothwell's as my guests".
    const MISTRESS: &[&str] = &[
        "my mistress",
        "my lady",
        "mi dama",
        "mi amante",
        "mi querida",
    ];
    let (rest, whom) = match one_of(MISTRESS)(rest) {
        // "take my mistress, Mlle Véronique Hauser, to the Blue Gables": her name between
        // commas.
        Ok((r, _)) => match preceded(punct(','), name).parse(r) {
            Ok((after, _)) if punct(',')(after).is_ok() => (punct(',')(after)?.0, None),
            _ => (r, None),
        },
        Err(_) => match one_of(&["her", "him", "them"])(rest) {
            Ok((r, p)) => (r, Some(vec![p])),
            Err(_) => guest_names(rest).map(|(r, list)| (r, Some(list)))?,
        },
    };
    let (rest, _) = one_of(&["to", "a", "al", "along to", "with me to"])(rest)?;
    let (rest, club) = club_ref(rest)?;
    let (rest, _) = opt(one_of(super::slots::GUEST_WORDS)).parse(rest)?;
    let (rest, mut extras) = visit_extras(rest)?;
    match whom {
        Some(list) => {
            for (k, g) in list.into_iter().enumerate() {
                extras.guests.insert(k, g);
            }
        }
        None => extras.with_mistress = true,
    }
    Ok((rest, extras.into_visit(club, false)))
}

/// Names joined by "and" or commas, up to "to": "young Ensign Théo Marchal and the
/// Chevalier de Pontbriand".
fn guest_names(input: &str) -> PResult<'_, Vec<&str>> {
    let (mut rest, first) = name(opt(super::slots::friend).parse(input)?.0)?;
    let mut list = vec![first];
    while let Ok((after, _)) = alt((punct(','), kw("and"), kw("y"))).parse(rest) {
        match name(after) {
            Ok((r, n)) => {
                list.push(n);
                rest = r;
            }
            Err(_) => break,
        }
    }
    Ok((rest, list))
}

/// What may follow a club visit.
#[derive(Default)]
struct Extras<'a> {
    carouse: bool,
    host: Option<&'a str>,
    guests: Vec<&'a str>,
    with_mistress: bool,
    gamble: Option<Gamble>,
}

impl<'a> Extras<'a> {
    fn into_visit(self, club: Option<Club>, carouse: bool) -> Draft<'a> {
        if let Some(g) = self.gamble {
            return Draft::Done(Action::VisitClub {
                club,
                carouse: carouse || self.carouse,
                host: self.host.map(str::to_string),
                guests: self.guests.into_iter().map(str::to_string).collect(),
                with_mistress: self.with_mistress,
                gamble: Some(g),
            });
        }
        Draft::VisitClub {
            club,
            carouse: carouse || self.carouse,
            host: self.host,
            guests: self.guests,
            with_mistress: self.with_mistress,
        }
    }
}

/// ```text
/// visit_extra = ("with" | "con") ("my mistress" | "mi dama" | guest_list)
///             | ("as" ["the" | "a"] "guest of" | "como invitado de") name
///             | "carousing"
/// guest_list = name (("," | "and" | "y") name)*      (a list stops before a new order)
/// ```
fn visit_extras(input: &str) -> PResult<'_, Extras<'_>> {
    let mut extras = Extras::default();
    let mut i = input;
    loop {
        if let Ok((rest, _)) = kw("carousing")(i) {
            extras.carouse = true;
            i = rest;
            continue;
        }
        if let Ok((rest, _)) = one_of(&[
            "as guest of",
            "as the guest of",
            "as a guest of",
            "como invitado de",
            "invitado por",
            "invited by",
        ])(i)
        {
            let (rest, host) = cut(|i| name_after(i, || Say::Host)).parse(rest)?;
            extras.host = Some(host);
            i = rest;
            continue;
        }
        // "as Cyrano's guest": the apostrophe is folded away ("as cyranos guest").
        if let Ok((rest, _)) = one_of(&["as", "as the"])(i) {
            let r = sp(rest);
            // ("as his guest": a pronoun, no one's name.)
            if let Some(at) = r.find(" guest")
                && !["his", "hers", "its", "ours", "yours", "theirs"].contains(&&r[..at])
                && let Some(host) = r[..at].strip_suffix('s')
                && !host.is_empty()
                && host.split(' ').count() <= 4
                && !host.contains([',', ';', '.'])
                && let Ok((after, _)) = kw("guest")(&r[at..])
            {
                extras.host = Some(host);
                i = after;
                continue;
            }
        }
        // "..., de invitado", "as my guest" after the names of his guests.
        if !extras.guests.is_empty()
            && let Ok((rest, _)) =
                preceded(opt(punct(',')), one_of(super::slots::GUEST_WORDS)).parse(i)
        {
            i = rest;
            continue;
        }
        if let Ok((rest, g)) = society::gamble(i).or_else(|_| super::slots::bets(i)) {
            extras.gamble = Some(g);
            i = rest;
            continue;
        }
        if let Ok((rest, _)) = one_of(&["with", "con"])(i) {
            if let Ok((rest, _)) = one_of(&[
                "my mistress",
                "mi dama",
                "mi amante",
                "mi querida",
                "her",
                "my lady",
            ])(rest)
            {
                extras.with_mistress = true;
                i = rest;
                continue;
            }
            if starts_item(rest) {
                break;
            }
            // "con mi pana, el Subalterno Rafael Chourio, de invitado": the friend, his name;
            // "con mis invitados, el Alférez Nicolas Brun y ...": the guests, their names.
            let rest = super::slots::after_friend(rest);
            // ("con dos invitados, el soldado Jeannot Brasseur y ...": their count first.)
            let rest = match one_of(&[
                "my guests",
                "my guest",
                "mis invitados",
                "mis invitadas",
                "mi invitado",
                "mi invitada",
                "two guests",
                "three guests",
                "four guests",
                "my two guests",
                "my three guests",
                "dos invitados",
                "tres invitados",
                "cuatro invitados",
                "dos invitadas",
                "tres invitadas",
                "mis dos invitados",
                "mis tres invitados",
            ])(rest)
            {
                Ok((r, _)) => opt(alt((punct(','), punct(':'))))
                    .parse(r)
                    .map_or(r, |(r, _)| r),
                Err(_) => rest,
            };
            let (mut rest, first) = cut(|i| name_after(i, || Say::Companion)).parse(rest)?;
            extras.guests.push(first);
            while let Ok((after, _)) = alt((punct(','), kw("and"), kw("y"))).parse(rest) {
                // "with Madame Laure Vautrin, he pays the wine": a new sentence part.
                if starts_item(after) || super::words::opens_with_subject(after) {
                    break;
                }
                match name(after) {
                    Ok((after, n)) => {
                        extras.guests.push(n);
                        rest = after;
                    }
                    Err(_) => break,
                }
            }
            i = rest;
            continue;
        }
        break;
    }
    Ok((i, extras))
}

/// `club_ref = own_club | [article] ["club"] ["\""] club_name ["\""]`
/// `own_club = ["my" | "our" | "the" | "mi" | "el"] "club"`   (not followed by a club name)
/// Gives `None` for one's own club.
pub fn club_ref(input: &str) -> PResult<'_, Option<Club>> {
    if let Ok((rest, _)) = preceded(opt(one_of(OWN)), kw("club")).parse(input) {
        if let Ok((rest, c)) = quoted_club(rest) {
            return Ok((rest, Some(c)));
        }
        return Ok((rest, None));
    }
    let (rest, _) = opt(one_of(ARTICLES)).parse(input)?;
    let (rest, _) = opt(kw("club")).parse(rest)?;
    // "I join the Frog & Peach club": the word after the name too.
    let (rest, c) = quoted_club(rest)?;
    let (rest, _) = opt(kw("club")).parse(rest)?;
    Ok((rest, Some(c)))
}

pub(super) fn quoted_club(input: &str) -> PResult<'_, Club> {
    let (rest, q) = opt(punct('"')).parse(input)?;
    let (rest, _) = opt(one_of(ARTICLES)).parse(rest)?;
    let (rest, (_, club)) = longest(rest, CLUB_NAMES.iter().copied())?;
    let rest = if q.is_some() {
        opt(punct('"')).parse(rest)?.0
    } else {
        rest
    };
    Ok((rest, club))
}

/// `club_ref`, or an error saying a club was expected after `verb`, with a suggestion.
fn club_ref_or_fail<'a>(input: &'a str, verb: &str) -> PResult<'a, Option<Club>> {
    match club_ref(input) {
        Ok(ok) => Ok(ok),
        Err(_) => Err(club_error(input, verb, true)),
    }
}

/// A club given by name (not one's own).
fn named_club<'a>(input: &'a str, verb: &str) -> PResult<'a, Club> {
    match club_ref(input) {
        Ok((rest, Some(club))) => Ok((rest, club)),
        _ => Err(club_error(input, verb, false)),
    }
}

fn club_error<'a>(input: &'a str, verb: &str, own: bool) -> nom::Err<PErr<'a>> {
    // "I go to the salle and practise the rapier": the place of his practice, no club.
    let place = one_of(ARTICLES)(input).map_or(input, |(r, _)| r);
    if one_of(super::words::PRACTICE_PLACES)(place).is_ok() {
        return nom::Err::Error(PErr::at(input));
    }
    let (span, guess) = near_miss(input, suggest_club);
    let say = Say::Club {
        verb: verb.to_string(),
        own,
        join: JOIN_VERBS.contains(&verb),
        guess,
    };
    nom::Err::Error(PErr::expected(sp(input), span.len(), say))
}
