//! Society's orders beyond the clubs, affairs of honour ([`super::honour`]), loans
//! ([`super::loan`]) and influence ([`super::influence`]): gifts and invitations, the
//! theatre, the Casino, taverns, following a lady and proposing marriage, and gambling.
//!
//! Names of people are kept as the folded slices here; the sheet puts back what the player
//! wrote, and resolves "her", "la", "she" to the person last named.

use super::action::{Draft, Modifier};
use super::club::club_ref;
use super::lex::{PErr, PResult, amount, crowns, kw, one_of, punct, small_number, sp};
use super::name::name;
use crate::orders::names::WEAPON_NAMES;
use crate::orders::{Action, Gamble, Say, Seat};
use crate::vocab::Weapon;
use nom::Parser;
use nom::branch::alt;
use nom::combinator::opt;

/// Words that stand for the person last named.
pub const PRONOUNS: &[&str] = &["her", "him", "she", "he", "ella", "la", "le", "lo"];

/// "the same lady", "that gentleman", "la misma dama": someone named before, said by what
/// she is. With her name after a comma ("the same lady, Mademoiselle de Lavedan") it is that
/// name; alone it stands for her as "her" does.
pub(super) fn described_person(input: &str) -> PResult<'_, &str> {
    let (rest, said) = one_of(DESCRIBED_LADY)(input).or_else(|_| one_of(DESCRIBED_MAN)(input))?;
    if let Ok((r, _)) = punct(',')(rest)
        && let Ok(found) = name(r)
    {
        return Ok(found);
    }
    Ok((rest, said))
}

/// "the same lady": she, said by what she is (see [`described_person`]).
pub const DESCRIBED_LADY: &[&str] = &[
    "the same lady",
    "that same lady",
    "the very same lady",
    "the said lady",
    "the same young lady",
    "the same mademoiselle",
    "that lady",
    "this lady",
    "said lady",
    "la misma dama",
    "la misma senorita",
    "la misma senora",
    "esa misma dama",
    "esa dama",
    "dicha dama",
    "la misma",
];

/// "that gentleman": he, said by what he is (see [`described_person`]).
pub const DESCRIBED_MAN: &[&str] = &[
    "the same man",
    "the same gentleman",
    "the same fellow",
    "that gentleman",
    "that fellow",
    "that man",
    "the said gentleman",
    "el mismo caballero",
    "el mismo senor",
    "ese caballero",
    "dicho caballero",
    "el mismo",
];

pub(super) fn person(input: &str) -> PResult<'_, &str> {
    if let Ok(found) = described_person(input) {
        return Ok(found);
    }
    // "con el Capitán Léon Verdier": the article before a rank, not "him".
    if let Ok((rest, _)) = one_of(&["el", "la"])(input)
        && (one_of(super::words::RANK_TITLES)(rest).is_ok()
            || one_of(super::slots::TITLES)(rest).is_ok()
            || one_of(&["teniente", "alferez", "sargento", "soldado"])(rest).is_ok())
    {
        return name(rest);
    }
    if let Ok((rest, p)) = one_of(&["her", "him", "ella", "el"])(input) {
        return Ok((rest, if p == "el" { "him" } else { p }));
    }
    // "a mi compañero, el soldado José Lozano": the friend, then his name. ("a mi sobrino,
    // bueno, al personaje de mi nieto, Don Rubén": a word of talk is no name; the name
    // after it is.)
    if let Ok((r, _)) = super::slots::friend(input)
        && punct(',')(r).is_ok()
        && let Ok(found) = name(super::slots::after_friend(input))
        && ![
            "bueno", "well", "digo", "o sea", "es decir", "perdon", "sorry", "i mean",
        ]
        .contains(&found.1)
    {
        return Ok(found);
    }
    name(input)
}

pub(super) fn person_or_fail<'a>(input: &'a str, after: &str) -> PResult<'a, &'a str> {
    person(input).or_else(|_| {
        PErr::expected(
            sp(input),
            0,
            Say::NameAfter {
                after: after.to_string(),
            },
        )
        .fail()
    })
}

pub(super) fn done<'a>(rest: &'a str, a: Action) -> PResult<'a, Draft<'a>> {
    Ok((rest, Draft::Done(a)))
}

/// A weapon, also in the plural ("with sabres", "con estoques").
pub fn weapon_plural(input: &str) -> PResult<'_, Weapon> {
    let i = sp(input);
    let mut best: Option<(usize, Weapon)> = None;
    for (n, w) in WEAPON_NAMES {
        if let Some(rest) = i.strip_prefix(n) {
            for suffix in ["", "s", "es"] {
                if let Some(r) = rest.strip_prefix(suffix)
                    && !r.starts_with(char::is_alphanumeric)
                    && best.is_none_or(|b| b.0 < n.len() + suffix.len())
                {
                    best = Some((n.len() + suffix.len(), *w));
                }
            }
        }
    }
    match best {
        Some((n, w)) => Ok((&i[n..], w)),
        None => PErr::at(i).miss(),
    }
}

/// The verbs of trading expertise for strength.
pub const TRADE_VERBS: &[&str] = &[
    "trade",
    // "I make the trade of 5 expertise for 1 strength".
    "make the trade of",
    "make a trade of",
    "do the trade of",
    "make the exchange of",
    "hago el cambio de",
    "hago el canje de",
    "exchange",
    "convert",
    // A Dutchman's "I change 5 expertise into 1 strength".
    "change",
    "swap",
    "cambio",
    "intercambio",
    "convierto",
    "canjeo",
];

/// ```text
/// trade_expertise = ("trade" | "exchange" | "cambio") [amount] [weapon]
///                   ("expertise" | "pericia" | "maestria") ["points"]
///                   ("for" | "por") [amount ["of" | "de"]] "strength"
/// ```
pub fn trade_expertise(input: &str) -> PResult<'_, Draft<'_>> {
    let (rest, _) = one_of(TRADE_VERBS)(input)?;
    let (rest, _) = opt(small_number).parse(rest)?;
    let (rest, _) = opt(one_of(&["puntos de", "points of"])).parse(rest)?;
    // "he trades 5 of his expertise for 1 point of strength".
    // ("I change 5 of expertise for 1 strength": "of" alone.)
    let (rest, _) = opt(one_of(&[
        "of my", "of his", "de mi", "de su", "my", "his", "mi", "su", "of", "de",
    ]))
    .parse(rest)?;
    let (rest, w1) = opt(weapon_plural).parse(rest)?;
    // ("trade 5 exp for 1 str": a veteran's shorthand.)
    let (rest, _) = one_of(&[
        "expertise",
        "exp",
        "pericia",
        "destreza",
        "maestria",
        "habilidad",
    ])(rest)?;
    let (rest, _) = opt(one_of(&["points", "point"])).parse(rest)?;
    let (rest, w2) = opt(|i| {
        let (r, _) = one_of(&["with", "in", "con", "en", "de"])(i)?;
        weapon_plural(r)
    })
    .parse(rest)?;
    let (rest, _) = one_of(&["for", "por", "into", "en", "to", "a"])(rest)?;
    let (rest, _) = opt(small_number).parse(rest)?;
    let (rest, _) = opt(one_of(&["punto de", "point of", "puntos de", "de", "of"])).parse(rest)?;
    let (rest, _) = one_of(&["strength", "str", "fuerza"])(rest)?;
    done(rest, Action::TradeExpertise { weapon: w1.or(w2) })
}

/// The verbs of going to the theatre.
pub const THEATRE_VERBS: &[&str] = &[
    "visit",
    "go to",
    "attend",
    "see",
    "voy a",
    "voy al",
    "acudo a",
    "acudo al",
    "asisto a",
    "asisto al",
    "ir al",
    "ir a",
    // "If the play is good, I go back to see it again, in a box this time".
    "go back to see",
    "go and see",
    "go to see",
];

/// ```text
/// theatre = visit_verb [article] theatre_noun [seat] [guests]
/// theatre_noun = "theatre" | "theater" | "theatre royal" | "theatre royale" | "teatro" | "play" | ...
/// seat = ["in" | "en"] ["the" | "a" | "la" | "un"] ("stalls" | "box" | "platea" | "palco")
///      | ("and take" | "and rent" | "y alquilo" | "y tomo") ["a" | "un"] ("box" | "palco")
/// ```
/// With no seat named, the stalls (a box is rented; a ticket is for the stalls).
pub fn theatre(input: &str) -> PResult<'_, Draft<'_>> {
    let (rest, verb) = one_of(THEATRE_VERBS)(input)?;
    // "go back to see it again", "go to see it from a box": the play spoken of before, seen
    // again or from a seat. (Not "see" alone: "he'll see it when he's back" is no play; nor
    // "if Porthos fights Jussac, I go to see it".)
    let seeing = verb != "see" && verb.ends_with("see");
    if seeing && let Ok((r, it)) = one_of(&["it again", "it once more", "it"])(rest) {
        let (r, _) = opt(punct(',')).parse(r)?;
        let (r, seat) = opt(seat).parse(r)?;
        if it == "it" && seat.is_none() {
            return PErr::at(input).miss();
        }
        let (r, _) = opt(one_of(&["this time", "esta vez"])).parse(r)?;
        return done(
            r,
            Action::Theatre {
                seat: seat.unwrap_or(Seat::Stalls),
                guests: Vec::new(),
            },
        );
    }
    let (rest, _) = opt(one_of(&["the", "a", "el", "la"])).parse(rest)?;
    // "Asisto al estreno del Théâtre Royale", "the premiere at the Theatre Royal".
    let (rest, _) = opt(one_of(&[
        "estreno del",
        "estreno en el",
        "estreno de la obra en el",
        "premiere at the",
        "premiere of the",
        "premiere at",
        "first night at the",
        "opening night at the",
        "new play at the",
        "nueva obra del",
        "funcion del",
    ]))
    .parse(rest)?;
    let noun = one_of(&[
        "theatre",
        "theater",
        "theatre royal",
        "theatre royale",
        "theatre-royal",
        "royal theatre",
        "teatro",
        "teatro real",
        "play",
        "the play",
        "obra",
        // "Acudo al estreno y alquilo un palco", "attend the premiere".
        "estreno",
        "premiere",
        "first night",
        "opening night",
    ])(rest);
    let (mut rest, mut seat) = match noun {
        Ok((rest, _)) => opt(seat).parse(rest)?,
        // "voy a platea", "go to the stalls": the seat says the theatre.
        Err(e) => match one_of(&["stalls", "platea", "palco", "a box", "un palco"])(rest) {
            Ok((r, "stalls" | "platea")) => (r, Some(Seat::Stalls)),
            Ok((r, _)) => (r, Some(Seat::Box)),
            Err(_) => return Err(e),
        },
    };
    let mut guests = Vec::new();
    if let Ok((r, g)) = guest_list(rest) {
        guests = g;
        rest = r;
        if seat.is_none()
            && let Ok((r, s)) = seat_clause(rest)
        {
            seat = Some(s);
            rest = r;
        }
    }
    let seat = seat.unwrap_or(if guests.is_empty() {
        Seat::Stalls
    } else {
        Seat::Box
    });
    done(
        rest,
        Action::Theatre {
            seat,
            guests: guests.into_iter().map(str::to_string).collect(),
        },
    )
}

fn seat(input: &str) -> PResult<'_, Seat> {
    alt((seat_clause, |i| {
        // "al estreno con palco", "to the theatre with a box".
        let (r, _) = one_of(&["in", "en", "from", "con", "with"])(i)?;
        let (r, _) = opt(one_of(&["the", "a", "la", "un", "el"])).parse(r)?;
        seat_noun(r)
    }))
    .parse(input)
}

fn seat_clause(input: &str) -> PResult<'_, Seat> {
    let (r, _) = one_of(&[
        "and take",
        "and rent",
        "and hire",
        "taking",
        "renting",
        "y alquilo",
        "y tomo",
        "alquilando",
        "y reservo",
    ])(input)?;
    let (r, _) = opt(one_of(&[
        "the",
        "a",
        "la",
        "un",
        "una",
        "el",
        "seats in the",
        "a seat in the",
        "entrada de",
    ]))
    .parse(r)?;
    seat_noun(r)
}

fn seat_noun(input: &str) -> PResult<'_, Seat> {
    alt((
        |i| one_of(&["stalls", "stall", "platea", "seat"])(i).map(|(r, _)| (r, Seat::Stalls)),
        |i| one_of(&["box", "palco", "loge"])(i).map(|(r, _)| (r, Seat::Box)),
    ))
    .parse(input)
}

/// `guests = ("with" | "inviting" | "and invite" | "con" | "invitando a" | "e invito a") person (("," | "and" | "y") person)*`
pub fn guest_list(input: &str) -> PResult<'_, Vec<&str>> {
    let (rest, _) = one_of(&[
        "with",
        "inviting",
        "and invite",
        "and i invite",
        "con",
        "invitando a",
        "e invito a",
        "y invito a",
    ])(input)?;
    names_list(rest)
}

fn names_list(input: &str) -> PResult<'_, Vec<&str>> {
    let (mut rest, first) = person_or_fail(input, "inviting")?;
    let mut out = vec![first];
    while let Ok((after, _)) = alt((punct(','), kw("and"), kw("y"), kw("e"))).parse(rest) {
        if super::action::starts_item(after) {
            break;
        }
        let after = kw("a")(after).map_or(after, |(r, _)| r);
        // "y a mi compadre Bastien Olivier": who he is to the player, then his name.
        let after = one_of(super::slots::RELATIONS)(after).map_or(after, |(r, _)| r);
        match person(after) {
            Ok((after, n)) => {
                out.push(n);
                rest = after;
            }
            Err(_) => break,
        }
    }
    Ok((rest, out))
}

/// The verbs of an invitation.
pub const INVITE_VERBS: &[&str] = &[
    "send her an invitation",
    "send her an invite",
    // "send an invitation to Mlle Loubet to join me at Hunter's in week 3".
    "send an invitation to",
    "send an invite to",
    "an invitation to",
    "envio una invitacion a",
    "invite",
    "i invite",
    "invito a",
    "la invito",
    "le invito",
    "lo invito",
    "las invito",
    "los invito",
    "les invito",
    "invitar a",
];

/// ```text
/// invite = ("invite" | "invito a" | "la invito" | "le invito") [person] [week_ref] ["to come" | "a venir"]
///          [("to" | "a") club_ref] [week_ref]
/// ```
/// Without a week or a club, the invitation is to the action before it (a theatre box, a club
/// visit): the people invited are its guests.
pub fn invite(input: &str) -> PResult<'_, super::action::Item<'_>> {
    use super::action::Item;
    // "Send Honorine an invitation to join me at the Blue Gables in the fourth week".
    let sent = |i| -> PResult<'_, Vec<&str>> {
        let (r, _) = one_of(&["send", "i send", "i will send", "ill send", "he send"])(i)?;
        // "sends Aurore a note inviting her to come with him": the invitation said as the
        // note that carries it.
        const CARRIED: &[&str] = &[
            "an invitation",
            "an invite",
            "a note inviting her",
            "a note inviting him",
            "a note inviting them",
            "a note asking her",
            "a note to invite her",
            "a letter inviting her",
            "a letter asking her",
            "a message inviting her",
            "a card inviting her",
            "a line inviting her",
            "word inviting her",
            "word asking her",
        ];
        let Some(k) = CARRIED
            .iter()
            .filter_map(|w| r.find(&format!(" {w}")))
            .min()
        else {
            return PErr::at(i).miss();
        };
        let (left, whom) = names_list(&r[..k])?;
        if !sp(left).is_empty() {
            return PErr::at(i).miss();
        }
        let (r, _) = one_of(CARRIED)(&r[k..])?;
        Ok((r, whom))
    };
    // "sends a note to Mademoiselle X inviting her to ...", "le mando invitación para que
    // venga ...": the note, then to whom.
    let sent_to = |i| -> PResult<'_, Vec<&str>> {
        if let Ok((r, _)) = one_of(&[
            "le mando invitacion",
            "le mando una invitacion",
            "le envio invitacion",
            "le envio una invitacion",
            "le mando una nota",
            "le envio una nota",
        ])(i)
        {
            return Ok((r, vec!["la"]));
        }
        let (r, _) = one_of(&["send", "i send", "i will send", "ill send", "he send"])(i)?;
        let (r, _) = one_of(&[
            "a note to",
            "a letter to",
            "a message to",
            "a card to",
            "word to",
            "an invitation to",
        ])(r)?;
        let (r, whom) = names_list(r)?;
        let (r, _) = opt(punct(',')).parse(r)?;
        let (r, _) = one_of(&["inviting her", "asking her", "to invite her", "to ask her"])(r)?;
        Ok((r, whom))
    };
    let (rest, whom): (&str, Vec<&str>) = match sent(input).or_else(|_| sent_to(input)) {
        Ok(found) => found,
        Err(_) => {
            let (rest, verb) = one_of(INVITE_VERBS)(input)?;
            match verb {
                "la invito" | "send her an invitation" | "send her an invite" => (rest, vec!["la"]),
                "le invito" | "lo invito" => (rest, vec!["le"]),
                _ => names_list(rest)?,
            }
        }
    };
    // "send her an invitation to the Théâtre Royale for week 2": where to is the week's own.
    const TO_THE_PLAY: &[&str] = &[
        "to the theatre royale",
        "to the theatre royal",
        "to the theatre",
        "to the play",
        "to the premiere",
        "al teatro",
        "al estreno",
    ];
    let (rest, _) = opt(one_of(TO_THE_PLAY)).parse(rest)?;
    let (rest, week) = opt(week_ref).parse(rest)?;
    let (rest, _) = opt(one_of(&[
        "to come",
        "to come with me",
        "to come with him",
        "to go with me",
        "to go with him",
        "to accompany him",
        "to accompany me",
        "a acompanarme",
        "a que me acompane",
        "a venir",
        "a venir conmigo",
        "a que venga",
        "a que venga conmigo",
        "para que venga",
        "para que venga conmigo",
        "para que me acompane",
        "to join me",
    ]))
    .parse(rest)?;
    // "an invitation to come to the theatre with me in week 4".
    let (rest, _) = opt(one_of(TO_THE_PLAY)).parse(rest)?;
    let (rest, _) = opt(one_of(&["with me", "with him", "conmigo"])).parse(rest)?;
    let (rest, club) = opt(|i| {
        let (r, _) = one_of(&["to", "a", "al", "at", "en"])(i)?;
        club_ref(r)
    })
    .parse(rest)?;
    // "Invite Lady Marguerite to my club in week 3".
    let (rest, week) = match week {
        Some(w) => (rest, Some(w)),
        None => opt(week_ref).parse(rest)?,
    };
    if week.is_none() && club.is_none() {
        return Ok((rest, Item::Modifier(Modifier::Guests(whom))));
    }
    let whom = whom.first().copied().unwrap_or("her").to_string();
    Ok((
        rest,
        Item::Action(Draft::Done(Action::Invite {
            whom,
            week,
            club: club.flatten(),
        })),
    ))
}

fn week_ref(input: &str) -> PResult<'_, u8> {
    let (r, _) = opt(one_of(&[
        "in", "on", "for", "during", "para", "en", "the", "la", "el",
    ]))
    .parse(input)?;
    let (r, _) = opt(one_of(&["the", "la", "el"])).parse(r)?;
    if let Ok((r, _)) = one_of(&["week", "semana"])(r) {
        let (r, n) = small_number(r)?;
        return if (1..=4).contains(&n) {
            Ok((r, n))
        } else {
            PErr::at(r).miss()
        };
    }
    let (r, (_, n)) = super::lex::longest(
        r,
        super::words::ORDINAL_WORDS
            .iter()
            .copied()
            .chain([("next", 0u8), ("proxima", 0)]),
    )?;
    let (r, _) = one_of(&["week", "semana"])(r)?;
    if n == 0 {
        return PErr::at(r).miss();
    }
    Ok((r, n))
}

/// The verbs of going to the Casino.
pub const CASINO_VERBS: &[&str] = &["visit", "go to", "voy a", "voy al", "acudo al", "ir al"];

/// `casino = visit_verb [article] ["grand" | "gran"] "casino"`
pub fn casino(input: &str) -> PResult<'_, Draft<'_>> {
    let (rest, _) = one_of(CASINO_VERBS)(input)?;
    let (rest, _) = opt(one_of(&["the", "el"])).parse(rest)?;
    let (rest, _) = one_of(&["grand casino", "casino", "gran casino"])(rest)?;
    let (rest, gamble) = opt(gamble).parse(rest)?;
    done(rest, Action::Casino { gamble })
}

/// `join_casino = join_verb [article] ["grand" | "gran"] "casino"`
pub fn join_casino(input: &str) -> PResult<'_, Draft<'_>> {
    let (rest, _) = one_of(super::words::JOIN_VERBS)(input)?;
    let (rest, _) = opt(one_of(&["the", "el", "del"])).parse(rest)?;
    let (rest, _) = one_of(&["grand casino", "casino", "gran casino"])(rest)?;
    done(rest, Action::JoinCasino)
}

/// The verbs of going to a tavern.
pub const TAVERN_VERBS: &[&str] = &[
    "visit",
    "go to",
    "voy a",
    "voy al",
    "acudo a",
    "ir a",
    "me voy a",
    "paso por",
    "drop into",
    "head to",
    "spend the week at",
    "paso la semana en",
];

/// `tavern = visit_verb [article] ("tavern" | "inn" | "taberna" | "posada") [NAME]`
pub fn tavern(input: &str) -> PResult<'_, Draft<'_>> {
    let (rest, _) = one_of(TAVERN_VERBS)(input)?;
    let (rest, _) = opt(one_of(&["the", "a", "la", "una", "el", "un"])).parse(rest)?;
    let (rest, _) = one_of(&[
        "tavern", "taverns", "inn", "taberna", "tabernas", "posada", "meson",
    ])(rest)?;
    let (rest, n) = opt(alt((
        |i| {
            let (r, _) = punct('"')(i)?;
            let (r, n) = name(r)?;
            let (r, _) = opt(punct('"')).parse(r)?;
            Ok((r, n))
        },
        |i| {
            let (r, _) = one_of(&["called", "named", "llamada", "de nombre"])(i)?;
            name(r)
        },
    )))
    .parse(rest)?;
    let (rest, c) = opt(one_of(&[
        "and carouse",
        "and drink",
        "y bebo",
        "to drink",
        "a beber",
        "a ahogar las penas",
        "a ahogar mis penas",
        "to drown my sorrows",
    ]))
    .parse(rest)?;
    done(
        rest,
        Action::Tavern {
            name: n.map(str::to_string),
            carouse: c.is_some(),
            gamble: None,
            crowns_carried: None,
        },
    )
}

/// The verbs of following a lady.
pub const FOLLOW_VERBS: &[&str] = &[
    "follow",
    "discreetly follow",
    "shadow",
    "sigo a",
    "sigo discretamente a",
    "sigo con discrecion a",
    "seguir a",
];

/// `follow_lady = ("follow" | "shadow" | "sigo a" | "seguir a") person ["discreetly" | "discretamente"]`
pub fn follow_lady(input: &str) -> PResult<'_, Draft<'_>> {
    let (rest, verb) = one_of(FOLLOW_VERBS)(input)?;
    let (rest, _) = opt(one_of(&["lady", "the lady", "la dama", "a la dama"])).parse(rest)?;
    let (rest, lady) = person_or_fail(rest, verb)?;
    // "Follow Mlle Aurélie, discreetly now", "discreetly, wherever she goes": how he follows
    // her, after a comma too.
    let (rest, _) = nom::multi::many_m_n(0, 2, |i| {
        let (r, _) = opt(punct(',')).parse(i)?;
        let (r, how) = one_of(&[
            "discreetly",
            "discretamente",
            // (Folded: "goes" is read "go".)
            "wherever she go",
            "wherever she may go",
            "everywhere she go",
            "a donde vaya",
            "adonde vaya",
            "dondequiera que vaya",
            // ("discreetly now": the adverb is read past in the folded text.)
            "now",
            "ahora",
        ])(r)?;
        let (r, _) = opt(one_of(&[
            "now",
            "this time",
            "as before",
            "again",
            "ahora",
            "esta vez",
            "otra vez",
        ]))
        .parse(r)?;
        Ok((r, how))
    })
    .parse(rest)?;
    done(
        rest,
        Action::FollowLady {
            lady: lady.to_string(),
        },
    )
}

/// The verbs of a party at home (003, 4.7), with the party.
pub const PARTY_VERBS: &[&str] = &[
    "give a party",
    "i give a party",
    "hold a party",
    "i hold a party",
    "host a party",
    "throw a party",
    "i throw a party",
    "give a ball",
    "give a reception",
    "give a soiree",
    "host a soiree",
    "prepare a party",
    "prepare the party",
    "i prepare a party",
    "doy una fiesta",
    "organizo una fiesta",
    "celebro una fiesta",
    "preparo una fiesta",
    "preparo la fiesta",
    "doy un baile",
    "organizo un baile",
    "doy una recepcion",
    "organizo una recepcion",
    "doy un sarao",
    "organizo un sarao",
];

/// ```text
/// give_party = party_verb ["at my house" | "at home" | "en mi casa" | ...] [","]
///              [("for" | "inviting" | "para" | "invitando a" | "e invito a") names]
/// ```
/// "Weeks 2-3: I give a party at my house for Athos and Mme de Chevreuse", "Semana 3: doy una
/// fiesta en mi casa e invito a Don Lope". The guests are the reader's (`Guests`).
pub fn give_party(input: &str) -> PResult<'_, Draft<'_>> {
    let (rest, _) = one_of(PARTY_VERBS)(input)?;
    let (rest, _) = opt(one_of(&[
        "at my house",
        "at our house",
        "at my residence",
        "at my home",
        "at home",
        "in my house",
        "in my residence",
        "en mi casa",
        "en nuestra casa",
        "en casa",
        "en mi residencia",
    ]))
    .parse(rest)?;
    let (rest, _) = opt(punct(',')).parse(rest)?;
    let guests = |i| {
        let (r, _) = one_of(&[
            "for",
            "inviting",
            "and invite",
            "and i invite",
            "with guests",
            "guests",
            "para",
            "invitando a",
            "e invito a",
            "con invitados",
            "invitados",
        ])(i)?;
        let (r, _) = opt(punct(':')).parse(r)?;
        names_list(r)
    };
    let (rest, guests) = opt(guests).parse(rest)?;
    let guests = guests
        .unwrap_or_default()
        .into_iter()
        .map(str::to_string)
        .collect();
    done(rest, Action::GiveParty { guests })
}

/// The verbs of a proposal (besides "ask ... to marry me").
pub const PROPOSE_VERBS: &[&str] = &[
    "propose to",
    "propose marriage to",
    "ask for the hand of",
    "pido la mano de",
    "propongo matrimonio a",
    "le propongo matrimonio a",
    "pido en matrimonio a",
    "pedir la mano de",
];

/// Calling on a lady, the proposal's own visit: "he calls on Aurore and asks for her hand".
pub const CALL_ON: &[&str] = &[
    "call on",
    "calls on",
    "call upon",
    "calls upon",
    "pay a call on",
    "pays a call on",
];

/// Proposals to the lady last named.
pub const PROPOSE_TO_HER: &[&str] = &[
    "le propongo matrimonio",
    "la pido en matrimonio",
    "le pido matrimonio",
    "le pido la mano",
    "pido su mano",
    // "la pasa con su dama, Doña Blanca, y aprovecha para pedirle la mano".
    "pedirle la mano",
    "pedirle matrimonio",
    "le pide la mano",
    "le pide matrimonio",
    "propose marriage",
    "propose to her",
    // "He calls on Lucrèce and proposes, on one knee": to the lady just named.
    "propose",
    "ask for her hand",
    // "I visit Aurore and I ask her to marry me".
    "ask her to marry me",
    "i ask her to marry me",
    "ask her for her hand",
    "i ask her for her hand",
];

/// ```text
/// propose = ("propose" ["marriage"] "to" | "ask for the hand of" | "pido la mano de"
///           | ["le"] "propongo matrimonio a" | "pido en matrimonio a") person
///         | "ask" person "to marry me"
/// ```
pub fn propose(input: &str) -> PResult<'_, Draft<'_>> {
    if let Ok((rest, verb)) = one_of(PROPOSE_VERBS)(input) {
        let (rest, lady) = person_or_fail(rest, verb)?;
        // "my mistress, Mlle Constance Bonacieux": the name after her title.
        let (rest, lady) = match one_of(&["my mistress", "my lady", "mi dama", "mi amante"])(lady) {
            Ok(("", _)) => opt(|i| {
                let (r, _) = punct(',')(i)?;
                name(r)
            })
            .parse(rest)
            .map(|(r, n)| (r, n.unwrap_or(lady)))?,
            _ => (rest, lady),
        };
        return done(
            rest,
            Action::Propose {
                lady: lady.to_string(),
            },
        );
    }
    // "le propongo matrimonio", "propose to her": the lady last named.
    if let Ok((rest, _)) = one_of(PROPOSE_TO_HER)(input) {
        return done(
            rest,
            Action::Propose {
                lady: "her".to_string(),
            },
        );
    }
    // "He calls on Aurore and, during the visit, asks for her hand": the call is the
    // proposal's own.
    let called = |i| -> PResult<'_, &str> {
        let (r, _) = one_of(CALL_ON)(i)?;
        let (r, lady) = person(r)?;
        let (r, _) = opt(punct(',')).parse(r)?;
        let (mut r, _) = one_of(&["and", "y", "then", "y luego"])(r)?;
        // ", during the visit,": an aside between commas.
        if let Ok((after, _)) = punct(',')(r)
            && let Some(k) = after.find(',')
            && after[..k].split_whitespace().count() <= 5
            && !after[..k].contains(|c: char| c.is_ascii_digit())
        {
            r = &after[k + 1..];
        }
        let (r, _) = opt(one_of(&["i", "he", "yo"])).parse(r)?;
        let (r, _) = one_of(PROPOSE_TO_HER)(r)?;
        Ok((r, lady))
    };
    if let Ok((rest, lady)) = called(input) {
        return done(
            rest,
            Action::Propose {
                lady: lady.to_string(),
            },
        );
    }
    let (rest, _) = kw("ask")(input)?;
    let (rest, lady) = person(rest)?;
    let (rest, _) = one_of(&["to marry me", "for her hand", "for her hand in marriage"])(rest)?;
    done(
        rest,
        Action::Propose {
            lady: lady.to_string(),
        },
    )
}

/// The verbs of giving a gift.
pub const GIFT_VERBS: &[&str] = &[
    // "Gift 60cr (earrings)": a veteran's shorthand.
    "gift",
    "bringing",
    "giving",
    "sending",
    "buy her",
    "buying her",
    "present her with",
    // "and present her a Kashmiri shawl worth 30 crowns".
    "present her",
    "presenting her",
    "give",
    "send",
    "bring",
    "take",
    "llevo",
    "le llevo",
    "regalo",
    "le regalo",
    "envio",
    "le envio",
    "le doy",
    "doy",
    "obsequio",
    // "Cortejo a Madame X, llevándole un ramo de flores valorado en 33 coronas".
    "llevandole",
    "regalandole",
    "enviandole",
];

/// ```text
/// gift = gift_verb [person] WHAT ("worth" | "valorado en" | "por valor de" | ...) crowns [("to" | "a") person]
/// gift_verb = "give" | "send" | "bring" | "llevo" | "le llevo" | "regalo" | "envio" | ...
/// ```
pub fn gift(input: &str) -> PResult<'_, Draft<'_>> {
    // "Court Aurélie, with a pair of gloves from the Rue Saint-Honoré, 30 crowns": a thing
    // brought along, priced.
    let (rest, verb) = match one_of(&["with", "con"])(input) {
        Ok((r, v)) if one_of(&["a", "an", "un", "una"])(r).is_ok() => (r, v),
        _ => one_of(GIFT_VERBS)(input)?,
    };
    let (rest, her) = match verb {
        // "Le regalo a Doña Aldonza un chal": the "le" is the lady named after it.
        "le llevo" | "le regalo" | "le envio" | "le doy" => match one_of(&["a", "al"])(rest)
            .and_then(|(r, _)| name(r))
        {
            Ok((r, lady)) if one_of(&["un", "una", "unos", "unas"])(r).is_ok() => (r, Some(lady)),
            _ => (rest, Some("her")),
        },
        _ => opt(one_of(&["her", "him"])).parse(rest)?,
    };
    // "Gift 60cr (earrings, she's been on about them)": the sum first, the thing after.
    if verb == "gift"
        && let Ok((r, n)) = crowns(rest)
    {
        return done(
            r,
            Action::Gift {
                whom: her.map(str::to_string),
                crowns: n,
                what: None,
            },
        );
    }
    // "bring her a 60-crown bracelet", "take a 20 crown gift": the price before the thing.
    if let Ok((r, (n, what))) = priced_thing(rest) {
        return done(
            r,
            Action::Gift {
                whom: her.map(str::to_string),
                crowns: n,
                what: Some(what.to_string()),
            },
        );
    }
    const WORTH: &[&str] = &[
        "worth",
        "costing",
        "valued at",
        "valorado en",
        "valorada en",
        "valorados en",
        "valoradas en",
        "por valor de",
        "que cuesta",
        "que vale",
        "que valen",
        "que me costo",
        "de un valor de",
        "(",
        "de",
        "of",
        "for",
        "at",
    ];
    let i = sp(rest);
    let mut at = 0;
    let mut found = None;
    // "a new fan, 15 crowns": the price after a comma, with its unit.
    let priced_after_comma = |at: usize| {
        i[..at].trim_end().ends_with(',')
            && crowns(&i[at..]).is_ok_and(|(r, _)| r.len() < i[at..].len())
            && one_of(&["crowns", "coronas", "cr", "escudos"])(
                i[at..].trim_start_matches(|c: char| c.is_ascii_digit() || c == ' '),
            )
            .is_ok()
    };
    while at < i.len() && at < 120 {
        if let Ok((r, _)) = one_of(WORTH)(&i[at..])
            && crowns(r).is_ok()
        {
            found = Some(r);
            break;
        }
        if priced_after_comma(at) {
            found = Some(&i[at..]);
            break;
        }
        match i[at..].find(' ') {
            Some(n) => at += n + 1,
            None => break,
        }
        if i[..at].contains([';', '.']) || i[..at].matches(',').count() > 2 {
            break;
        }
    }
    let Some(mut after) = found else {
        return PErr::at(i).miss();
    };
    // "(6 x su NS 8 = 48 coronas)": the player's sum in brackets; its total is the worth.
    if let Some(close) = after.find(')')
        && let Some(eq) = after[..close].rfind('=')
        && crowns(&after[eq + 1..]).is_ok()
    {
        after = &after[eq + 1..];
    }
    let what = i[..at].trim().trim_end_matches([',', ' ']);
    // "Take a loan of 200 crowns", "take my winnings of 80 crowns", "with 3 bets of 20": no
    // gift.
    if [
        "loan", "debt", "prestamo", "deuda", "winnings", "pay", "wages", "bet", "bets", "apuesta",
        "apuestas", "purse", "bolsa",
    ]
    .iter()
    .any(|w| what.split(|c: char| !c.is_alphanumeric()).any(|x| x == *w))
    {
        return PErr::at(i).miss();
    }
    // "I give one extra gift also (24 crowns more)": the courting's extra gift, priced.
    let words: Vec<&str> = what.split(|c: char| !c.is_alphanumeric()).collect();
    if words
        .iter()
        .any(|w| ["extra", "additional", "adicional", "more"].contains(w))
        && words
            .iter()
            .any(|w| ["gift", "gifts", "present", "presents", "regalo", "regalos"].contains(w))
    {
        return PErr::at(i).miss();
    }
    let (rest, n) = crowns(after)?;
    let (rest, whom) = opt(|i| {
        let (r, _) = one_of(&["to", "a"])(i)?;
        person(r)
    })
    .parse(rest)?;
    done(
        rest,
        Action::Gift {
            whom: whom.or(her).map(str::to_string),
            crowns: n,
            what: (!what.is_empty()).then(|| what.to_string()),
        },
    )
}

/// "a 60-crown bracelet", "a 25 crown gift": a price as an adjective, then the thing, up to
/// the end of the order.
fn priced_thing(input: &str) -> PResult<'_, (u32, &str)> {
    let (r, _) = one_of(&["a", "an", "one"])(input)?;
    let (r, n) = amount(r)?;
    let r = r.strip_prefix('-').unwrap_or(r);
    let (r, _) = one_of(&["crown", "crowns", "cr", "ecu", "ecus", "livre", "livres"])(r)?;
    let r = r.strip_prefix('-').map_or(r, |r| r.trim_start());
    let thing = sp(r);
    let end = thing.find([';', '.', ',', '(', '!']).unwrap_or(thing.len());
    let end = [" and ", " then "]
        .iter()
        .filter_map(|w| thing[..end].find(w))
        .min()
        .unwrap_or(end);
    let what = thing[..end].trim();
    if what.is_empty() || what.split(' ').count() > 4 {
        return PErr::at(thing).miss();
    }
    Ok((&thing[end..], (n, what)))
}

/// The verbs of gambling.
pub const GAMBLE_VERBS: &[&str] = &[
    "gamble",
    "and gamble",
    "gambling",
    "bet",
    "and bet",
    "betting",
    "apuesto",
    "y apuesto",
    "juego",
    "y juego",
    "apostando",
    "voy a jugar",
    "y voy a jugar",
    "jugar",
];

/// ```text
/// gamble = ("gamble" | "bet" | "apuesto" | "juego") [stakes] [cut]   (stakes: see slots::bets)
/// cut    = [","] ("cut" | "cutting" | "corto" | "cortando") ["if" | "when" | "si" | "cuando"]
///          ["the house" | "la casa"] ("rolls" | "saca") ["a" | "un"] DIGIT ["or more" | "o mas"]
/// ```
pub fn gamble(input: &str) -> PResult<'_, Gamble> {
    let (rest, _) = one_of(GAMBLE_VERBS)(input)?;
    // "gamble at my club": the stakes are not here; a club may be.
    if one_of(&["at", "a", "en"])(rest).is_ok_and(|(r, _)| club_ref(r).is_ok()) {
        return Ok((rest, Gamble::default()));
    }
    // "voy a jugar: hago tres apuestas de 300 coronas": a verb again before the stakes.
    let again = |i| {
        let (r, _) = opt(punct(':')).parse(i)?;
        super::slots::bets(r)
    };
    let found = match super::slots::stakes_and_cut(input, rest, true) {
        Err(nom::Err::Error(_)) => again(rest),
        found => found,
    };
    match found {
        Err(nom::Err::Error(_)) => {
            let (rest, cut_at) = opt(cut).parse(rest)?;
            Ok((
                rest,
                Gamble {
                    bets: Vec::new(),
                    cut_at,
                },
            ))
        }
        found => found,
    }
}

pub(super) fn cut(input: &str) -> PResult<'_, u8> {
    if let Ok(found) = cut_after_the_roll(input) {
        return Ok(found);
    }
    let (r, _) = opt(alt((punct(','), kw("and"), kw("y"), kw("and i")))).parse(input)?;
    let (r, _) = opt(kw("i")).parse(r)?;
    let (r, _) = one_of(&[
        "cut",
        "cutting",
        "cut my losses",
        "cutting my losses",
        "cut my loss",
        "cutting my loss",
        "cut losses",
        // Of his character: "cutting his losses if the house throws a six".
        "cut his losses",
        "cutting his losses",
        "cuts his losses",
        "stop",
        "stopping",
        "quit",
        "pull out",
        "pull out of any throw",
        "withdraw",
        "fold",
        "corto",
        "cortando",
        "me retiro",
        "retirandome",
        "me planto",
    ])(r)?;
    // "cut should the house throw six", "pull out of any throw where the house shows a 5":
    // words that change nothing, up to the number.
    let mut r = r;
    for _ in 0..8 {
        if let Ok((after, _)) = one_of(&["a", "un"])(r)
            && amount(after).is_ok()
        {
            r = after;
            break;
        }
        if amount(r).is_ok() || sp(r).starts_with([',', ';', '.']) {
            break;
        }
        match one_of(&[
            "if",
            "when",
            "where",
            "should",
            "whenever",
            "si",
            "cuando",
            "at",
            "en",
            "on",
            "the",
            "house",
            "bank",
            "la",
            "casa",
            "banca",
            "rolls",
            "throws",
            "throw",
            // ("whenever the house threw a six": told in the past.)
            "threw",
            "rolled",
            "showed",
            "gets",
            "shows",
            "con",
            "show",
            "roll",
            "saca",
            "tira",
            "obtiene",
            "a",
            "un",
            "de",
            "any",
            "time",
            "any time",
            "anytime",
            "every time",
            "each time",
        ])(r)
        {
            Ok((after, _)) => r = after,
            Err(_) => break,
        }
    }
    let (r, n) = match amount(r) {
        Ok(found) => found,
        // "throw six": the die's number in words.
        Err(_) => super::lex::small_number(r)
            .map(|(r, n)| (r, u32::from(n)))
            .or_else(|_| one_of(&["six", "seis"])(r).map(|(r, _)| (r, 6)))?,
    };
    // "saca un 5 o un 6", "a 5 or a 6", "5 or better": the lowest is where he cuts.
    let (r, _) = opt(one_of(&[
        "or more",
        "or higher",
        "or better",
        "or above",
        "o mas",
        "o superior",
    ]))
    .parse(r)?;
    let r = match one_of(&["or a", "or", "o un", "o"])(r) {
        Ok((r2, _)) => amount(r2).map_or(r, |(r3, _)| r3),
        Err(_) => r,
    };
    if !(1..=6).contains(&n) {
        return PErr::expected(sp(input), 0, Say::CutAt).fail();
    }
    Ok((r, n as u8))
}

/// "and if the house throws a 6 I cut", "y si la casa saca un 6, corto": the roll first.
fn cut_after_the_roll(input: &str) -> PResult<'_, u8> {
    let (r, _) = opt(alt((punct(','), kw("and"), kw("y")))).parse(input)?;
    let (r, _) = one_of(&["if", "si", "when", "cuando"])(r)?;
    let (r, _) = one_of(&[
        "the house",
        "the bank",
        "la casa",
        "la banca",
        "house",
        "bank",
    ])(r)?;
    let (r, _) = one_of(&[
        "throws", "throw", "rolls", "roll", "gets", "shows", "saca", "tira", "obtiene",
    ])(r)?;
    let (r, _) = opt(one_of(&["a", "un"])).parse(r)?;
    let (r, n) = small_number(r).or_else(|_| one_of(&["six", "seis"])(r).map(|(r, _)| (r, 6)))?;
    let (r, _) = opt(one_of(&["or more", "or higher", "o mas"])).parse(r)?;
    let (r, _) = opt(punct(',')).parse(r)?;
    let (r, _) = opt(kw("i")).parse(r)?;
    let (r, _) = one_of(&[
        "cut",
        "i cut",
        "corto",
        "me retiro",
        "me planto",
        "stop",
        "fold",
    ])(r)?;
    if !(1..=6).contains(&n) {
        return PErr::expected(sp(input), 0, Say::CutAt).fail();
    }
    Ok((r, n))
}

/// `carry = ("taking" | "carrying" | "with" | "llevando" | "con") crowns`: what a bawdyhouse
/// visitor takes with him.
pub fn carry(input: &str) -> PResult<'_, u32> {
    let (r, _) = one_of(&[
        "taking", "carrying", "and take", "with", "llevando", "con", "y llevo",
    ])(input)?;
    let (r, n) = amount(r)?;
    let (r, _) = one_of(&["crowns", "crown", "coronas", "cr"])(r)?;
    Ok((r, n))
}

/// The words that open the choice of a house (003, 4.5).
pub const RESIDENCE_VERBS: &[&str] = &[
    "residence",
    "residencia",
    "vivienda",
    "move into",
    "rent",
    "take",
    "alquilo",
    "tomo",
];

/// ```text
/// residence = residence_verb [":"] ["a" | "an" | "the" | "un" | "una" | "el" | "la"] house
/// house = "garret" | "flat" | "cottage" | "large house" | "mansion" | "small palace"
///       | "buhardilla" | "piso" | "casita" | "casa grande" | "mansion" | "palacete" | ...
/// ```
/// "We live in a mansion", "Residence: large house", "alquilo un piso", "vivienda: casita".
pub fn residence(input: &str) -> PResult<'_, crate::orders::MonthlyOrder> {
    use crate::tables::residences::Residence;
    const HOUSES: &[(&str, Residence)] = &[
        ("garret", Residence::Garret),
        ("attic", Residence::Garret),
        ("buhardilla", Residence::Garret),
        ("flat", Residence::Flat),
        ("apartment", Residence::Flat),
        ("piso", Residence::Flat),
        ("cottage", Residence::Cottage),
        ("small house", Residence::Cottage),
        ("casita", Residence::Cottage),
        ("large house", Residence::LargeHouse),
        ("big house", Residence::LargeHouse),
        ("town house", Residence::LargeHouse),
        ("casa grande", Residence::LargeHouse),
        ("mansion", Residence::Mansion),
        ("small palace", Residence::SmallPalace),
        ("palace", Residence::SmallPalace),
        ("hotel particulier", Residence::SmallPalace),
        ("palacete", Residence::SmallPalace),
    ];
    let (rest, _) = one_of(RESIDENCE_VERBS)(input)?;
    let (rest, _) = opt(punct(':')).parse(rest)?;
    let (rest, _) = opt(one_of(&[
        "a", "an", "the", "un", "una", "el", "la", "our", "my",
    ]))
    .parse(rest)?;
    let (rest, (_, house)) = super::lex::longest(rest, HOUSES.iter().copied())?;
    Ok((
        rest,
        crate::orders::MonthlyOrder::Residence { residence: house },
    ))
}

/// The words that open a wish for a child (003, 4.3.1).
/// The words of a cure for the pox (003, after 3.4), a monthly order: "see a physician",
/// "pay for the treatment", "pago el tratamiento", "voy al médico".
pub const TREATMENT: &[&str] = &[
    "see a physician",
    "see the physician",
    "see a doctor",
    "see the doctor",
    "visit a physician",
    "visit the physician",
    "consult a physician",
    "pay for the treatment",
    "pay for the cure",
    "pay the physician",
    "pay the doctor",
    "get treatment",
    "get the treatment",
    "get cured",
    "seek treatment",
    "seek a cure",
    "take the cure",
    "pago el tratamiento",
    "pago la cura",
    "pago al medico",
    "voy al medico",
    "visito al medico",
    "busco un medico",
    "llamo al medico",
    "me trato",
    "me curo",
];

/// `treatment = TREATMENT ["for the pox" | "for my disease" | "para la enfermedad" | ...]`
pub fn seek_treatment(input: &str) -> PResult<'_, crate::orders::MonthlyOrder> {
    let (rest, _) = one_of(TREATMENT)(input)?;
    let (rest, _) = opt(one_of(&[
        "for the pox",
        "for my disease",
        "for the disease",
        "for my illness",
        "this month",
        "para la enfermedad",
        "de la enfermedad",
        "de mi enfermedad",
        "este mes",
    ]))
    .parse(rest)?;
    Ok((rest, crate::orders::MonthlyOrder::SeekTreatment))
}

pub const CHILD_VERBS: &[&str] = &[
    "try for",
    "trying for",
    "hope for",
    "hoping for",
    "busco",
    "buscamos",
    "buscar",
    "intento dejarla",
    "intento dejar",
    "intentamos tener",
    "intento tener",
];

/// ```text
/// child = ("try for" | "hoping for" | "busco" | "buscamos" | "intento tener" | ...)
///         ["a" | "an" | "un" | "una"] ("child" | "heir" | "son" | "baby" | "hijo" | "heredero"
///         | "descendencia") [("with" | "con") lady]
///       | ("intento dejarla" | "intento dejar") ("embarazada" | "encinta") ["a" lady]
/// ```
/// "Try for an heir this month", "busco un heredero con Doña Inés", "intento dejarla
/// embarazada".
pub fn try_for_a_child(input: &str) -> PResult<'_, crate::orders::MonthlyOrder> {
    let (rest, verb) = one_of(CHILD_VERBS)(input)?;
    let rest = if verb.starts_with("intento dejar") {
        one_of(&["embarazada", "encinta"])(rest)?.0
    } else {
        let (rest, _) = opt(one_of(&["a", "an", "un", "una", "our", "my", "mi"])).parse(rest)?;
        let (rest, _) = one_of(&[
            "child",
            "heir",
            "son",
            "baby",
            "hijo",
            "heredero",
            "descendencia",
            "un hijo",
        ])(rest)?;
        rest
    };
    // The lady is his own (the month knows her): "with Constance", "a Inés".
    let (rest, _) = opt((one_of(&["with", "con", "a"]), name)).parse(rest)?;
    let (rest, _) = opt(one_of(&["this month", "este mes"])).parse(rest)?;
    Ok((rest, crate::orders::MonthlyOrder::TryForAChild))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gambling() {
        let (_, g) = gamble("bet 50 four times, cut if the house rolls 6").unwrap();
        assert_eq!(g.bets.len(), 4);
        assert_eq!(g.cut_at, Some(6));
        let (_, g) = gamble("apuesto 150, 150 y 125, cortando si la casa saca un 6").unwrap();
        assert_eq!(
            g.bets.iter().map(|b| b.crowns).collect::<Vec<_>>(),
            [150, 150, 125]
        );
        assert_eq!(g.cut_at, Some(6));
        let (_, n) = cut(", cutting my losses should the house throw a six").unwrap();
        assert_eq!(n, 6);
    }

    #[test]
    fn where_he_follows_her_is_not_her_name() {
        let (rest, _) = follow_lady("follow constance wherever she go").unwrap();
        assert_eq!(rest, "");
    }
}
