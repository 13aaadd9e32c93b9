//! The details of an order, wherever the player put them: stakes and bets, the purse he
//! carries, guests and hosts, extra gifts, a weapon, a seat, the week of an invitation.
//!
//! Each recogniser matches folded text at its start (see [`super::text`]) and gives a
//! [`Modifier`] for the action it goes with, or `None`. Where the details of a sentence
//! belong is the reader's business ([`super::read`]); these only say what a phrase holds.
//! People's names are taken as the player wrote them: a run of capitalised words, with the
//! particles of names between them ("Mlle Hélène d'Aubigné", "el Barón de Sigognac").

use super::lex::{
    PErr, PResult, amount, crowns, is_word_char, kw, one_of, punct, small_number, sp, word,
};
use super::society::cut;
use super::text::Line;
use super::words::{FRIENDS, NAME_STOPS, RANK_TITLES};
use crate::orders::{Bet, Gamble, Say};
use crate::vocab::{Club, Weapon};
use nom::Parser;
use nom::branch::alt;
use nom::combinator::opt;
use nom::sequence::preceded;

mod stakes;
mod tally;
use stakes::{BET_NOUNS, count};
pub use stakes::{bets, stakes_and_cut};

/// A detail of the action it goes with, as the reader found it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Detail<'a> {
    /// The crowns he carries ("I bring 60 crowns", "llevo 120 coronas").
    Purse(u32),
    /// Whose guest he is ("as the Duke's guest", "como invitado de X").
    Host(&'a str),
    /// "with my mistress", "con mi dama".
    WithMistress,
    /// A weapon named in passing ("(rapier)", "with the sabre").
    Weapon(Weapon),
    /// The regiment's weapon, named as such.
    RegimentWeapon,
    /// "2 gifts more", "with two extra gifts".
    ExtraGifts(u8),
    /// "in week 3", "la tercera semana": the week of an invitation.
    Week(u8),
    /// "next week", "la semana siguiente": the week after the one being read (the sheet
    /// makes it a [`Detail::Week`]).
    NextWeek,
    /// "the stalls", "platea".
    Stalls,
    /// "no gambling", "sin apostar": nothing to do, but understood.
    NoGamble,
    /// A club named in passing ("(Hunter's)").
    Club(Club),
    /// "every week", "all four weeks", "todas las semanas": the order stands for the weeks
    /// after this one too.
    EveryWeek,
    /// "as my host", "he takes me as his guest": the one named with the visit is the host,
    /// not a guest.
    GuestOf,
    /// "I cut whenever the house shows a 5 or 6", said apart from the stakes.
    CutAt(u8),
    /// "no wine, no girls", "sin vino": what he will not do there, understood.
    Abstains,
    /// A challenge's cause in brackets: "challenge Lavalette (Cardinal's pup, regt enemy)".
    Cause(crate::orders::Cause),
}

/// Words that may stand before the names of guests or a host, and the titles and particles
/// of names.
pub(super) const TITLES: &[&str] = &[
    // "young Lieutenant Hugues Bonnard", "old Maître Bertin".
    "young",
    "old",
    "mlle",
    "mme",
    "mademoiselle",
    "madame",
    "monsieur",
    "m",
    "lady",
    "lord",
    "sir",
    "comte",
    "comtesse",
    "count",
    "countess",
    "conde",
    "condesa",
    "chevalier",
    "caballero",
    "baron",
    "baronne",
    "baronesa",
    "marquis",
    "marquise",
    "marques",
    "marquesa",
    "duc",
    "duchesse",
    "duke",
    "duchess",
    "duque",
    "duquesa",
    "vicomte",
    "vizconde",
    "captain",
    "capitan",
    "colonel",
    "coronel",
    "major",
    "mayor",
    "senor",
    "senora",
    "senorita",
    // Catalan: "la senyoreta Ysabeau de Carcasses".
    "senyor",
    "senyora",
    "senyoreta",
    "don",
    "dona",
    "father",
    "abbe",
    "padre",
    "dame",
    "maitre",
    "general",
];
const PARTICLES: &[&str] = &[
    "de", "du", "des", "la", "le", "les", "d", "l", "del", "von", "van", "of", "the", "el",
];

/// Who a person is to the player, written before his name.
pub const RELATIONS: &[&str] = &[
    // "his beloved Madame Clotilde", "mi amada Inés".
    "my beloved",
    "his beloved",
    "mi amada",
    "my friend",
    "my good friend",
    "my old friend",
    "my cousin",
    "my brother",
    "my nephew",
    "my comrade",
    "mi compadre",
    "mi amigo",
    "mi buen amigo",
    "mi viejo amigo",
    "mi primo",
    "mi hermano",
    "mi sobrino",
    "mi camarada",
    // "y a mi alférez Don Martín Sessé": his officer, then the name.
    "my ensign",
    "my lieutenant",
    "my captain",
    "my sergeant",
    "my subaltern",
    "my cornet",
    "my major",
    "mi alferez",
    "mi teniente",
    "mi capitan",
    "mi sargento",
    "mi subalterno",
    "mi corneta",
    "mi cabo",
];

/// A person's name as written: capitalised words (a title may be lower case), with the
/// particles of names between them. Gives what follows and the name.
pub fn proper_name<'a>(line: &Line, input: &'a str) -> Option<(&'a str, &'a str)> {
    let start = sp(input);
    let start = one_of(&["the", "el", "la", "al", "a"])(start).map_or(start, |(r, _)| sp(r));
    // "young Lieutenant Fulbert Caron", "old Captain Brézé": how old, before the name.
    let start = match one_of(&["young", "old", "the young", "the old"])(start) {
        Ok((r, _)) if next_is_capital(line, r) => sp(r),
        _ => start,
    };
    // "mi compadre Bastien Olivier", "my friend Mr. Antoine Delorme": the name after it.
    let start = one_of(RELATIONS)(start).map_or(start, |(r, _)| sp(r));
    let mut i = start;
    let mut end = 0;
    loop {
        if end > 0 && one_of(NAME_STOPS)(i).is_ok() && !PARTICLES.iter().any(|p| kw(p)(i).is_ok()) {
            break;
        }
        let Ok((after, w)) = word(i) else { break };
        let original = line.original_of(w);
        // ("with Christmas upon us": a feast of the year, no one's name.)
        const FEASTS: &[&str] = &[
            "christmas",
            "easter",
            "lent",
            "advent",
            "epiphany",
            "candlemas",
            "michaelmas",
            "whitsun",
            "pentecost",
            "carnival",
            "navidad",
            "pascua",
            "cuaresma",
            "carnaval",
        ];
        let capital = capitalised(original)
            && w != "i"
            && !NAME_STOPS.contains(&w)
            && !SENTENCE_VERBS.contains(&w)
            && !FEASTS.contains(&w);
        let title = TITLES.contains(&w) || RANK_TITLES.contains(&w);
        let after = match after.strip_prefix('.') {
            Some(a) if title || w.len() == 1 => a,
            _ => after,
        };
        if capital || (title && (end > 0 || next_is_capital(line, after))) {
            end = start.len() - after.len();
        } else if !(PARTICLES.contains(&w) && end > 0) {
            break;
        }
        i = after;
    }
    (end > 0).then(|| (&start[end..], &start[..end]))
}

/// Verbs that start a sentence with a capital and are no name ("Llevo como invitados a ...").
const SENTENCE_VERBS: &[&str] = &[
    "llevo",
    "voy",
    "visito",
    "invito",
    "acompano",
    "paso",
    "tomo",
    "bebo",
    "juego",
    "apuesto",
    "practico",
    "descanso",
    "cortejo",
    "take",
    "bring",
    "go",
    "visit",
    "invite",
    "escort",
    "accompany",
    "drink",
    "gamble",
    "court",
];

/// True when the word after `input` is capitalised.
fn next_is_capital(line: &Line, input: &str) -> bool {
    word(input).is_ok_and(|(after, w)| {
        capitalised(line.original_of(w))
            // "el marqués de Sourches": the title, a particle, then the name.
            || PARTICLES.contains(&w) && next_is_capital(line, after)
    })
}

/// A word written with a capital, "d'Aubigné" and "l'Exemple" included.
fn capitalised(original: &str) -> bool {
    let mut chars = original.chars();
    match chars.next() {
        Some(c) if c.is_uppercase() => true,
        Some('d' | 'l') => {
            matches!(chars.next(), Some('\'' | '’')) && chars.next().is_some_and(char::is_uppercase)
        }
        _ => false,
    }
}

/// Where a friend's name starts after the words that say he is one: "my friend Porthos",
/// "mi pana, el Subalterno Rafael Chourio"; `input` when they are not there.
pub(super) fn after_friend(input: &str) -> &str {
    match friend(input) {
        Ok((r, _)) => punct(',')(r).map_or(r, |(r, _)| r),
        Err(_) => input,
    }
}

/// The words that say a man is his friend or kin: "my friend", "mi primo", and with words
/// between ("my old comrade", "my dear young cousin", "mi viejo amigo").
pub(super) fn friend(input: &str) -> PResult<'_, &str> {
    if let Ok(found) = one_of(FRIENDS)(input) {
        return Ok(found);
    }
    const WHOSE: &[&str] = &["my", "our", "mi", "mis", "nuestro"];
    const SAY_HOW: &[&str] = &[
        "old", "good", "dear", "young", "brave", "trusted", "faithful", "fellow", "best", "loyal",
        "gallant", "worthy", "buen", "viejo", "querido", "fiel", "leal", "gran", "mejor", "joven",
    ];
    const WHO: &[&str] = &[
        "friend",
        "friends",
        "comrade",
        "comrades",
        "companion",
        "brother",
        "brother-in-law",
        "cousin",
        "uncle",
        "nephew",
        "mate",
        "officer",
        "amigo",
        "amigos",
        "camarada",
        "camaradas",
        "companero",
        "hermano",
        "cunado",
        "primo",
        "tio",
        "sobrino",
        "compadre",
    ];
    let (mut r, _) = one_of(WHOSE)(input)?;
    let mut said = 0;
    while let Ok((after, _)) = one_of(SAY_HOW)(r) {
        r = after;
        said += 1;
    }
    let (r, _) = one_of(WHO)(r)?;
    if said == 0 {
        return PErr::at(input).miss();
    }
    Ok((r, &input[..input.len() - r.len()]))
}

/// Names joined by "," "and" "y" "&": "Porthos, Mlle Juliette de Lys and the Chevalier".
pub fn names<'a>(line: &Line, input: &'a str) -> Option<(&'a str, Vec<&'a str>)> {
    // "my cousin Thibaut", "her mother, Madame de Bréval": who they are, then the name.
    let friends = |i: &'a str| {
        let r = after_friend(i);
        match one_of(KIN_OF_HERS)(r) {
            Ok((r, _)) => punct(',')(r).map_or(r, |(r, _)| r),
            Err(_) => r,
        }
    };
    let (mut rest, first) = proper_name(line, friends(input))?;
    // "Hunter's, Lt. Léon Abache as my guest": a club is no guest.
    let club = |n: &str| super::club::quoted_club(n).is_ok_and(|(r, _)| sp(r).is_empty());
    if club(first) {
        return None;
    }
    let mut out = vec![first];
    // "Private Firmin Tabouret of his own company and Cornet Amaury Lestrade": who a guest
    // is, after his name, before the next.
    let qualifier = |i: &'a str| -> &'a str {
        let own = one_of(&[
            "of his own company",
            "of my own company",
            "of his company",
            "of my company",
            "of my regiment",
            "of his regiment",
            "of our regiment",
            "of the regiment",
            "of my squadron",
            "of his squadron",
            "de su compania",
            "de mi compania",
            "de mi regimiento",
            "de su regimiento",
        ])(i)
        .map(|(r, _)| r);
        let named = (
            one_of(&["of", "de", "del", "de los"]),
            super::army::regiment,
        )
            .parse(i)
            .map(|(r, _)| r);
        own.or(named).unwrap_or(i)
    };
    loop {
        let rest_past = qualifier(rest);
        if rest_past.len() < rest.len()
            && alt((
                one_of(&[", and", ", y", "and", "y", "&", "and the"]),
                punct(','),
            ))
            .parse(rest_past)
            .is_ok_and(|(a, _)| proper_name(line, friends(a)).is_some())
        {
            rest = rest_past;
        }
        // ("como anfitrión de Don Quim Farré y de Don Lluís Batlle", "y del Alférez Abel
        // Tejera": the preposition said again before the next.)
        let Ok((after, _)) = alt((
            one_of(&[
                ", y de", ", y del", "y de", "y del", ", and", ", y", "and", "y", "&", "y al",
                "y a", "and the",
            ]),
            punct(','),
            // "my cousin Thibaut Marmont + Mlle Coralie Dessaix".
            punct('+'),
        ))
        .parse(rest) else {
            break;
        };
        match proper_name(line, friends(after)) {
            Some((r, n)) => {
                out.push(n);
                rest = r;
            }
            None => break,
        }
    }
    // "Captain Odon Barbentane and Captain Rigaud de Lasserre of the regiment come as my
    // guests": who they are, before the words that make them guests.
    let past = qualifier(rest);
    if one_of(GUEST_WORDS)(past).is_ok() {
        rest = past;
    }
    Some((rest, out))
}

/// Her or his kin, before the name: "and her mother, Madame de Bréval".
const KIN_OF_HERS: &[&str] = &[
    // "my guests are my mistress, Madame Clémence d'Orbigny, and ...": who she is to him.
    "my mistress",
    "mi dama",
    "her mother",
    "her father",
    "her brother",
    "her sister",
    "her aunt",
    "her uncle",
    "her cousin",
    "his mother",
    "his father",
    "his brother",
    "his sister",
    "his wife",
    "su madre",
    "su padre",
    "su hermano",
    "su hermana",
    "su tia",
    "su tio",
    "su prima",
    "su primo",
    "su esposa",
    // "the Comte and Comtesse de Varennes, their daughters Mlle Anne and Mlle Claire".
    "their daughters",
    "their daughter",
    "their sons",
    "their son",
    "my old aunt",
    "my aunt",
    "my mother",
    "my sister",
    "my wife",
    "sus hijas",
    "sus hijos",
    "su hija",
    "su hijo",
    "mi tia",
    "mi madre",
    "mi hermana",
    "mi esposa",
];

pub const GUEST_WORDS: &[&str] = &[
    // "my friend Lt. Léon Abache comes as my guest".
    "comes as my guest",
    "come as my guests",
    "comes along as my guest",
    "comes with me as my guest",
    "is my guest",
    "are my guests",
    // Of his character: "the Chevalier de Montbrun and Madame de Rocheblave are his guests".
    "is his guest",
    "are his guests",
    "will be his guest",
    "will be his guests",
    // "Roseline va de invitada", "son mis invitados".
    "va de invitada",
    "va de invitado",
    "van de invitados",
    "viene de invitada",
    "vienen de invitadas",
    "es mi invitada",
    "es mi invitado",
    "son mis invitados",
    "es su invitada",
    "es su invitado",
    "son sus invitados",
    "will be my guest",
    "will be my guests",
    "viene de invitado",
    "vienen de invitados",
    "viene como mi invitado",
    "viene como invitado",
    "de invitado",
    "de invitada",
    "de invitados",
    "as a guest",
    // "He's taking young Lieutenant Fulbert Caron along as his guest".
    "along as my guest",
    "along as my guests",
    "along as his guest",
    "along as his guests",
    "along as a guest",
    "as my guest",
    "as my guests",
    "as guest",
    "as guests",
    "as our guest",
    "as our guests",
    // (Plural, of his character: "brings X and Y as his guests"; one is "as his guest", whose
    // guest he is.)
    "as his guests",
    "como invitado",
    "como invitada",
    "como invitados",
    "como invitadas",
    "como mi invitado",
    "como mi invitada",
    "como mis invitados",
];

/// The guests of a visit or a box:
/// ```text
/// guests = ("with" | "con" | "take" | "bring" | "inviting" | "invito a" | ...) names [guest_words]
///        | ("my guests are" | "with my guests" | "mis invitados son" | ...) names
///        | names guest_words
/// ```
pub fn guests<'a>(line: &Line, input: &'a str) -> Option<(&'a str, Vec<&'a str>)> {
    if let Ok((r, _)) = one_of(&[
        "my guests are",
        "my guests will be",
        // Of his character: "Lazare takes a box, and his guests are ...".
        "his guests are",
        "his guests will be",
        "and his guests are",
        "my guest is",
        "my guest will be",
        "with my guests",
        "with my guest",
        "mis invitados son",
        "mi invitada es",
        "mi invitado es",
        "con mis invitados",
        "with guests",
        "guests",
        "guest",
        "invitados",
    ])(input)
    {
        // ("con mis invitados, el Alférez Nicolas Brun y ...": the names after a comma.)
        let r = opt(alt((punct(':'), punct(','))))
            .parse(r)
            .map_or(r, |(r, _)| r);
        return names(line, r);
    }
    // "I have asked Mademoiselle Perrine and Lieutenant Lestrange to share it with me": asked
    // along, they are his guests (asked anything else, they are not).
    if let Ok((r, _)) = one_of(&[
        "i have asked",
        "i have invited",
        "ive asked",
        "ive invited",
        "i asked",
        "he has asked",
        "he has invited",
        "les he pedido a",
        "he invitado a",
    ])(input)
        && let Some((r, list)) = names(line, r)
        && let Ok((r, _)) = one_of(&[
            "to share it with me",
            "to share it",
            "to share the box with me",
            "to share my box",
            "to join me",
            "to accompany me",
            "to come with me",
            "to come along",
            "to be my guests",
            "to be my guest",
            "que me acompanen",
            "que me acompane",
        ])(r)
    {
        return Some((r, list));
    }
    // "I am bringing with me two guests, Lt. Gilles Paumier and Mr. Xavier Rocheron", "llevo
    // dos invitados: ...": the count of guests, then their names.
    if let Ok((r, _)) = one_of(&[
        "and i am bringing with me",
        "i am bringing with me",
        "bringing with me",
        "i bring with me",
        "i bring",
        "i am bringing",
        "bringing",
        // "takes a box and brings two guests: ..." (the third person read as the first).
        "and bring",
        "bring",
        "with",
        "llevo conmigo a",
        "llevo conmigo",
        "llevo",
        "con",
        // "and I shall have two guests in it, Mlle Aurore de Vic and ...".
        "and i shall have",
        "i shall have",
        "and i will have",
        "i will have",
        "i have",
        "tendre",
        "y tendre",
    ])(input)
        // ("llevo como invitados a mi dama ... y al Teniente Coronel ...", "bring as my guests
        // X and Y": the guests named after the word.)
        && let Ok((r, _)) = opt(one_of(&["as", "como"])).parse(r)
        && let Ok((r, _)) = opt(one_of(&["my", "mis", "mi"])).parse(r)
        && let Ok((r, _)) = opt(count).parse(r)
        && let Ok((r, _)) = one_of(&[
            "guests", "guest", "invitados", "invitadas", "invitado", "invitada",
        ])(r)
        && let Ok((r, _)) = opt(one_of(&["in it", "with me", "en el", "conmigo"])).parse(r)
        && let Ok((r, _)) = opt(one_of(&["a", "al", "a la"])).parse(r)
        && let Ok((r, _)) = opt(alt((punct(','), punct(':')))).parse(r)
    {
        return names(line, r);
    }
    let after_verb = one_of(&[
        "with",
        "con",
        "i take",
        "take",
        "taking",
        "hes taking",
        "he is taking",
        "hes bringing",
        "he is bringing",
        "i bring",
        "bring",
        "bringing",
        "inviting",
        "hosting",
        "host",
        "i host",
        "and host",
        // "where I shall be host to Private Jeannot Brasseur (53rd Fusiliers) as my guest".
        "i shall be host to",
        "i will be host to",
        "i am host to",
        "be host to",
        "host to",
        "playing host to",
        "i invite",
        "invite",
        "invito a",
        "invito al",
        "invitando a",
        "llevo a",
        "llevo al",
        // "llevo de invitado al teniente Yves Marchand".
        "llevo de invitado a",
        "llevo de invitado al",
        "llevo de invitados a",
        "llevo de invitados al",
        "llevo de invitada a",
        "llevo como invitado a",
        "llevo como invitado al",
        "llevo como invitada a",
        "y llevo de invitado a",
        "y llevo de invitado al",
        "llevando a",
        "accompanied by",
        "acompanado de",
        "acompanado por",
        "in the company of",
        "en compania de",
    ])(input)
    .map(|(r, _)| r)
    .ok();
    let at = after_verb.unwrap_or(input);
    let (rest, list) = names(line, at)?;
    if let Ok((rest, _)) = one_of(GUEST_WORDS)(rest) {
        return Some((rest, list));
    }
    // "with Porthos" alone: a guest, when a verb of company stands before the names.
    after_verb.is_some().then_some((rest, list))
}

/// Whose guest he is: "as the Duke's guest", "as the guest of X", "como invitado de X",
/// "accompany X".
pub fn host<'a>(line: &Line, input: &'a str) -> Option<(&'a str, &'a str)> {
    // "Capt. Hugues Lemaire is taking Marty to Hunter's as his guest", "Don Nuño me lleva a
    // Les Chasseurs": the one who takes him is the host; the club follows.
    // (The third person is folded: "Lt. Hervé Dumoulin takes me to" is read "take me to".)
    if let Some((r, n)) = proper_name(line, input)
        && !matches!(n, "he" | "she" | "el" | "ella")
        && let Ok((r, _)) = one_of(&["take me", "bring me", "invite me", "take us", "bring us"])(r)
        && one_of(&["to", "along to", "with him to"])(r).is_ok()
    {
        return Some((r, n));
    }
    if let Some((r, n)) = proper_name(line, input)
        && let Ok((r, _)) = one_of(&[
            "is taking",
            "takes",
            "will take",
            "is bringing",
            "brings",
            "will bring",
            "me lleva",
            "me llevara",
            "me invita",
        ])(r)
    {
        let r = match one_of(&["me", "us"])(r) {
            Ok((r, _)) => r,
            Err(_) => proper_name(line, r).map_or(r, |(r, _)| r),
        };
        if one_of(&["to", "a", "al", "along to", "with him to"])(r).is_ok() {
            return Some((r, n));
        }
    }
    if let Ok((r, _)) = one_of(&[
        "as the guest of",
        "as a guest of",
        "as guest of",
        "the guest of",
        "guest of",
        "como invitado de",
        "como invitada de",
        "como invitado del",
        "como invitada del",
        "invitado por",
        "invitado de",
        "invitado del",
        "accompany",
        "accompanying",
        "i accompany",
        "acompano a",
        "acompanando a",
    ])(input)
    {
        if let Some(found) = proper_name(line, r) {
            return Some(found);
        }
        // "as the guest of my Colonel, the Marquis de Sérignan": his name after his title.
        let (r, _) = one_of(&["my", "mi", "our", "nuestro"])(r).ok()?;
        let (r, _) = word(r).ok()?;
        let (r, _) = punct(',')(r).ok()?;
        let (r, _) = opt(one_of(&["the", "el", "la"])).parse(r).ok()?;
        return proper_name(line, r);
    }
    let (r, _) = one_of(&["as", "como"])(input).ok()?;
    // "as the comte de serac's guest": a name written small, known by the possessive and
    // "guest" after it (a few words, no number).
    let r = one_of(&["the"])(r).map_or(r, |(r, _)| sp(r));
    if let Some(k) = r
        .get(..r.floor_char_boundary(48))
        .and_then(|h| h.find(" guest"))
        && let n = &r[..k]
        && (1..=5).contains(&n.split_whitespace().count())
        && !n.contains(|c: char| c.is_ascii_digit() || matches!(c, ',' | '.' | ';'))
        && ["'s", "’s", "'S"]
            .iter()
            .any(|p| line.original_of(n).trim_end().ends_with(p))
        && let Ok((rest, _)) = kw("guest")(&r[k..])
    {
        return Some((rest, n));
    }
    let (rest, n) = proper_name(line, r)?;
    // "as the Duke's guest": the name ends in the possessive; "as Capt Desmarets guest": a
    // phone's possessive, its apostrophe left out.
    let original = line.original_of(n);
    if original.ends_with("'s") || original.ends_with("’s") || kw("guest")(rest).is_ok() {
        let (rest, _) = kw("guest")(rest).ok()?;
        return Some((rest, n));
    }
    None
}

/// The other details: purse, mistress, weapon, gifts, week, seat, no gambling.
pub fn detail(input: &str) -> Option<(&str, Detail<'_>)> {
    if let Some(found) = purse(input) {
        return Some(found);
    }
    if let Ok((r, n)) = super::society::cut(input) {
        return Some((r, Detail::CutAt(n)));
    }
    // "taking my mistress Léonore Brassac with me", "con mi dama, doña Inés": her name
    // after the words that say she comes.
    if let Ok((r, _)) = one_of(&[
        "taking my mistress",
        "bringing my mistress",
        "with my mistress",
        "and my mistress",
        "llevando a mi dama",
        "con mi dama",
        "con mi amante",
    ])(input)
    {
        let (after_comma, _) = opt(punct(',')).parse(r).ok()?;
        // (Not "with my mistress, carouse": an order after the comma is no name of hers.)
        let r = match super::name::name(after_comma) {
            // (Nor "con mi dama, pago la bebida de los dos": an order's verb.)
            Ok(_)
                if super::action::starts_item(after_comma)
                    || super::action::is_order_word(after_comma) =>
            {
                r
            }
            Ok((after, _)) => after,
            Err(_) => after_comma,
        };
        let (r, _) = opt(one_of(&["with me", "along", "conmigo"]))
            .parse(r)
            .ok()?;
        return Some((r, Detail::WithMistress));
    }
    for (words, d) in PHRASES {
        if let Ok((r, _)) = one_of(words)(input) {
            return Some((r, d.clone()));
        }
    }
    if let Ok((r, n)) = extra_gifts(input) {
        return Some((r, Detail::ExtraGifts(n)));
    }
    if let Ok((r, n)) = invite_week(input) {
        return Some((r, Detail::Week(n)));
    }
    // "Invito a Doña Macarena a venir a mi club la semana siguiente".
    if let Ok((r, _)) = one_of(&[
        "next week",
        "the week after",
        "the following week",
        "la semana siguiente",
        "a la semana siguiente",
        "para la semana siguiente",
        "la semana que viene",
        "para la semana que viene",
        "la proxima semana",
    ])(input)
    {
        return Some((r, Detail::NextWeek));
    }
    let (i, _) = opt(one_of(&[
        "with the", "with my", "with", "con el", "con la", "con mi", "con", "the", "el", "la",
        "my", "mi",
    ]))
    .parse(input)
    .ok()?;
    if let Ok((r, _)) = one_of(super::words::REGIMENT_WEAPON)(i) {
        return Some((r, Detail::RegimentWeapon));
    }
    if let Ok((r, w)) = super::action::weapon_name(i)
        && one_of(&["practice", "practise"])(r).is_err()
    {
        // ("rapier practice" is the order, not a detail of it.)
        return Some((r, Detail::Weapon(w)));
    }
    None
}

/// Details said by a fixed phrase.
const PHRASES: &[(&[&str], Detail<'static>)] = &[
    (
        &[
            "as my host",
            "my host",
            "as his guest",
            "as her guest",
            "take me as his guest",
            "take me as her guest",
            "takes me as his guest",
            "me as his guest",
            "me as her guest",
            "como su invitado",
            "como su invitada",
            "como invitado suyo",
            "como invitada suya",
            "invitado suyo",
            "mi anfitrion",
        ],
        Detail::GuestOf,
    ),
    (
        &[
            "every week",
            "each week",
            "all four weeks",
            "all 4 weeks",
            "for all four weeks",
            "for all 4 weeks",
            "all the weeks",
            "every week of the month",
            "all month",
            "all month long",
            "the whole month",
            "for the whole month",
            "all the month",
            "todas las semanas",
            "cada semana",
            "las cuatro semanas",
            "todo el mes",
            "el mes entero",
            "durante todo el mes",
        ],
        Detail::EveryWeek,
    ),
    (
        &[
            "with my mistress",
            "in the company of my mistress",
            "en compania de mi dama",
            "en compania de mi amante",
            "acompanado de mi dama",
            "my mistress, on my arm",
            "my mistress on my arm",
            "with my mistress on my arm",
            "on my arm",
            "del brazo de mi dama",
            "w/ my mistress",
            "w/ mistress",
            "w/my mistress",
            "w/mistress",
            "with mistress",
            "with her",
            "and my mistress",
            "con mi dama",
            "con su dama",
            "with his mistress",
            "con mi amante",
            "con mi querida",
            "con ella",
            "accompanied by my mistress",
            "my mistress with me",
        ],
        Detail::WithMistress,
    ),
    (
        &[
            "no gambling",
            "no gamble",
            "no dice",
            "no bets",
            "no betting",
            "not gambling",
            "dont gamble",
            "do not gamble",
            "sin apostar",
            "sin jugar",
            "no juego",
            "no apuesto",
            "nada de juego",
            "nada de dados",
            "nada de apuestas",
            "sin dados",
            "no dicing",
            "no cards",
            // A form's fields: "gamble: no", "apuestas: ninguna".
            "gamble: no",
            "gamble: none",
            "gambling: no",
            "gambling: none",
            "bets: none",
            "bets: no",
            "apuestas: no",
            "apuestas: ninguna",
            "juego: no",
        ],
        Detail::NoGamble,
    ),
    (
        &[
            "no wine",
            "no drink",
            "no drinks",
            "no drinking",
            "no carousing",
            "without wine",
            "without drinking",
            "no girls",
            "no girl",
            "no women",
            "no wenches",
            "no company",
            "no companionship",
            "sin vino",
            "sin beber",
            "sin bebida",
            "sin mozas",
            "sin chicas",
            "sin compania",
            "nada de vino",
            "nada de mozas",
        ],
        Detail::Abstains,
    ),
    (
        &[
            "stalls",
            "the stalls",
            "in the stalls",
            "a seat in the stalls",
            "one seat in the stalls",
            "seat in the stalls",
            "the pit",
            "platea",
            "en platea",
            "en la platea",
            // "y tomo asiento en platea", "take a seat in the stalls".
            "tomo asiento en platea",
            "tomo asiento en la platea",
            "asiento en platea",
            "take a seat in the stalls",
            "patio",
            "en el patio",
        ],
        Detail::Stalls,
    ),
];

/// `purse = carry_verb crowns | ("with" | "con") amount crown_word`
fn purse(input: &str) -> Option<(&str, Detail<'_>)> {
    if let Ok((r, _)) = one_of(&[
        "i bring with me",
        "bring with me",
        "i bring",
        "bring",
        "brings",
        "bringing",
        "i carry",
        "carry",
        "carry only",
        "ill carry only",
        "i will carry only",
        "i carry only",
        "carries",
        "carrying",
        "i take",
        "take",
        "taking",
        "i will bring",
        "i will carry",
        "purse",
        "purse of",
        "purse:",
        "bolsa:",
        "llevo encima",
        "lleva encima",
        "llevando encima",
        "y llevo encima",
        "llevo",
        "llevando",
        "y llevo",
        "me llevo",
        "lleva",
        "voy con",
    ])(input)
        && let Ok((r, n)) = crowns_strict(r, false)
        // "bolsa: cinco apuestas de 20": a count of bets, not the purse.
        && one_of(BET_NOUNS)(r).is_err()
        // "Take 400 crowns from the moneylender": a loan, not the purse.
        && one_of(&["from", "off", "del", "de", "al"])(r).is_err()
    {
        return Some((r, Detail::Purse(n)));
    }
    // "40 crowns in my purse".
    if let Ok((r, n)) = crowns_strict(input, true)
        && let Ok((r, _)) = one_of(&[
            "in my purse",
            "in purse",
            "in the purse",
            "in my pocket only",
            "in my pocket",
            // Of his character: "50 crowns in his purse".
            "in his purse",
            "in his pocket",
            "on him",
            "en su bolsa",
            "on me",
            "with me",
            "en la bolsa",
            "en mi bolsa",
            "en el bolsillo",
            "encima",
            "conmigo",
        ])(r)
    {
        return Some((r, Detail::Purse(n)));
    }
    // "(the 100 from July plus his 10%, so 110 crowns)": the sum a reckoning comes to.
    let input = one_of(&[
        "so",
        "making",
        "that is",
        "which makes",
        "total",
        "in total",
    ])(input)
    .ok()
    .filter(|(r, _)| crowns_strict(r, true).is_ok())
    .map_or(input, |(r, _)| r);
    // "Bawdyhouse: companionship, 30 crowns": a sum alone in its clause is what he carries
    // (it goes only with the bawdyhouse; elsewhere the GM is asked).
    if let Ok((r, n)) = crowns_strict(input, true)
        && (sp(r).is_empty() || sp(r).starts_with([',', ';', '.', ')', '(']))
    {
        return Some((r, Detail::Purse(n)));
    }
    let (r, _) = one_of(&["with", "con", "and"])(input).ok()?;
    let (r, n) = crowns_strict(r, true).ok()?;
    // "con 20 coronas encima", "with 40 crowns on me".
    let (r, _) = opt(one_of(&[
        "encima",
        "conmigo",
        "en la bolsa",
        "on me",
        "with me",
        "in my purse",
        "in my pocket",
    ]))
    .parse(r)
    .ok()?;
    Some((r, Detail::Purse(n)))
}

/// An amount, with its crowns word when `word` (or optionally otherwise), and "and not a
/// sou more" left to the reader.
fn crowns_strict(input: &str, need_word: bool) -> PResult<'_, u32> {
    let (r, n) = amount(input)?;
    match one_of(&["crowns", "crown", "cr", "coronas", "corona"])(r) {
        Ok((r, _)) => Ok((r, n)),
        Err(_) if !need_word && n >= 5 => Ok((r, n)),
        Err(e) => Err(e),
    }
}

/// Things only a lady is given: money spent on one, or one of a worth, is a gift ("spending 24
/// crowns on flowers", "luxury bouquet of 48 crowns").
const HERS: &[&str] = &[
    "flowers",
    "a bouquet",
    "bouquet",
    "ribbons",
    "a fan",
    "gloves",
    "a necklace",
    "a bracelet",
    "a shawl",
    "perfume",
    "lace",
    "jewels",
    "a jewel",
    "sweets",
    "chocolates",
    "flores",
    "un ramo",
    "cintas",
    "un abanico",
    "guantes",
    "un collar",
    "una pulsera",
    "un chal",
    "perfume",
    "encajes",
    "joyas",
    "una joya",
    "dulces",
];

/// "spending an extra 30 crowns on gifts", "with an extra 20 crowns of gifts", "30 crowns in
/// gifts": money for gifts, a gift of that worth to the lady courted.
pub fn gift_money(t: &str) -> Option<(&str, u32)> {
    // "luxury bouquet of 48 crowns", "a lace shawl worth 30 crowns": one of her things, and
    // its worth.
    let thing = one_of(&["a", "an", "un", "una", "the"])(t).map_or(t, |(r, _)| r);
    let thing = one_of(&[
        "luxury", "lavish", "fine", "costly", "rich", "small", "big", "lujoso",
    ])(thing)
    .map_or(thing, |(r, _)| r);
    if let Ok((r, _)) = one_of(HERS)(thing)
        && let r = one_of(&["de lujo"])(r).map_or(r, |(r, _)| r)
        && let Ok((r, _)) = one_of(&["of", "worth", "costing", "de", "que cuesta"])(r)
        && let Ok((r, n)) = crowns(r)
    {
        return Some((r, n));
    }
    // "taking her a gift of 45 crowns", "con un regalo de 30 coronas".
    if let Ok((r, _)) = one_of(&[
        "taking her",
        "bringing her",
        "and give her",
        "giving her",
        "with",
        "and",
        "llevandole",
        "con",
        "y le llevo",
        "le llevo",
    ])(t)
        && let Ok((r, _)) = one_of(&[
            "a gift of",
            "a gift worth",
            "a present of",
            "a present worth",
            // "with an extra gift of 33 crowns": the gift's worth said.
            "an extra gift of",
            "an extra gift worth",
            "an extra present of",
            "one extra gift of",
            "un regalo extra de",
            "un regalo adicional de",
            "un regalo de mas de",
            "un regalo de",
            "un obsequio de",
        ])(r)
        && let Ok((r, n)) = crowns(r)
    {
        return Some((r, n));
    }
    let (i, verb) = one_of(&[
        "spending",
        "spend",
        "and spend",
        "with",
        "and",
        "i spend",
        // "I give her 30 crowns more in gifts".
        "i give her",
        "give her",
        "and give her",
        "giving her",
        "le doy",
        "y le doy",
        "gastando",
        "gasto",
        "y gasto",
        "con",
    ])(t)
    .unwrap_or((t, ""));
    let (i, extra) = one_of(&[
        "an extra",
        "an additional",
        // "and spends a further 25 crowns on ribbons".
        "a further",
        "further",
        "extra",
        "another",
        "otras",
        "unas",
    ])(i)
    .unwrap_or((i, ""));
    let (i, n) = crowns(i).ok()?;
    // "and spend 36 crowns more on a lace shawl for her", "spends an extra 24 crowns on a
    // painted fan": money spent on a thing, beside the courting, is a gift of it; what the
    // thing is changes nothing.
    let spends = verb.contains("spend") || verb.contains("gast");
    let (after, more) = one_of(&["more", "extra", "mas", "de mas"])(i).unwrap_or((i, ""));
    if spends
        && let Ok((on, _)) = one_of(&["on", "for", "en", "para"])(after)
        && (!extra.is_empty() || !more.is_empty() || one_of(HERS)(on).is_ok())
    {
        let end = on.find([',', ';', '.']).unwrap_or(on.len());
        return Some((&on[end..], n));
    }
    // "30 crowns more in gifts", "40 crowns extra for gifts".
    let (i, _) = one_of(&[
        "on gifts",
        "of gifts",
        "in gifts",
        "on presents",
        "in presents",
        "on a gift",
        "for gifts",
        "for presents",
        "en regalos",
        "de regalos",
        "para regalos",
        "en un regalo",
    ])(after)
    .ok()?;
    Some((i, n))
}

/// `extra_gifts = ["with" | "and give her" | "y le doy" ...] small_number ("extra gifts" | "gifts more" | "regalos mas" ...)`
fn extra_gifts(input: &str) -> PResult<'_, u8> {
    let (r, _) = opt(one_of(&[
        "with",
        "and",
        "i bring",
        "i shall bring",
        "i will bring",
        "bring",
        "bringing",
        "i take",
        "take",
        "and give her",
        "and i give her",
        "and i give to her",
        "i give to her",
        "give to her",
        "i also give",
        "i give",
        "give",
        "i give her",
        "give her",
        "con",
        "y le doy",
        "le doy",
        "y le hago",
        "le hago",
        "y",
        "i spend",
        "spending",
        "spend",
        "add",
        "kindly add",
        "please add",
    ]))
    .parse(input)?;
    // "+1 gift", "+2 regalos": the plus says extra. ("with 2 gifts" alone may count the
    // usual one: the GM asks.)
    if let Ok((r2, _)) = punct('+')(r)
        && let Ok((r2, n)) = small_number(r2)
        && let Ok((r2, _)) = one_of(&["gifts", "gift", "regalos", "regalo"])(r2)
    {
        return Ok((r2, n));
    }
    // "twice the usual on gifts", "double the usual gifts": one gift more.
    if let Ok((r, _)) = one_of(&[
        "twice the usual on gifts",
        "twice the usual in gifts",
        "twice the usual gifts",
        "double the usual on gifts",
        "double the usual gifts",
        "double gifts",
        "el doble en regalos",
        "el doble de regalos",
        "regalos dobles",
    ])(r)
    {
        return Ok((r, 1));
    }
    let (r, n) = small_number(r)?;
    // The gifts in their parts, however put together: "2 extra gifts", "two gifts beyond the
    // usual", "two extra rounds of gifts", "one present more than the normal", "dos lotes
    // extra de regalos", "two extra payments for gifts". That they are extra must be said
    // ("with 2 gifts" alone may count the usual one: the GM asks).
    const EXTRA: &[&str] = &[
        "extra",
        "extras",
        "more",
        "additional",
        "mas",
        "de mas",
        "adicional",
        "adicionales",
    ];
    const LOTS: &[&str] = &[
        "lots", "lot", "rounds", "round", "payments", "payment", "lotes", "lote", "pagos", "pago",
        "tandas", "tanda",
    ];
    const GIFTS: &[&str] = &["gifts", "gift", "presents", "present", "regalos", "regalo"];
    const BEYOND: &[&str] = &[
        "on top of the courting money",
        "on top of the usual courting money",
        "ademas del pago del cortejo",
        "on top of the usual",
        "on top of the usual one",
        "on top",
        "than the normal",
        "than the usual",
        "than usual",
        "than normal",
        "above the usual",
        "beyond the usual",
        "over the usual",
        "beyond the ordinary",
        "de lo normal",
        "de lo habitual",
        "que lo normal",
        "que lo habitual",
    ];
    let (r, before) = opt(one_of(EXTRA)).parse(r)?;
    let (r, lots) = opt(one_of(LOTS)).parse(r)?;
    let (r, within) = opt(one_of(EXTRA)).parse(r)?;
    let (r, _) = if lots.is_some() {
        opt(one_of(&["of", "for", "de", "para", "en"])).parse(r)?
    } else {
        (r, None)
    };
    let (r, _) = one_of(GIFTS)(r)?;
    let (r, _) = opt(one_of(&["lots"])).parse(r)?;
    let (r, after) = opt(one_of(EXTRA)).parse(r)?;
    let (r, beyond) = opt(one_of(BEYOND)).parse(r)?;
    // ("3 lots of gifts": lots are counted beside the courting's own, as before.)
    if before.or(within).or(after).or(beyond).or(lots).is_none() {
        return PErr::at(input).miss();
    }
    Ok((r, n))
}

/// True when `t` opens with "+1 gift", "+2 regalos": extra gifts, written with a plus.
pub fn is_plus_gift(t: &str) -> bool {
    extra_gifts(t).is_ok() && t.starts_with('+')
}

/// `invite_week = ("in" | "for" | "on" | "en la") "week" DIGIT | ("la" | "en la") ordinal "semana"`
fn invite_week(input: &str) -> PResult<'_, u8> {
    // "for week4", "in wk3": the number glued to the word.
    let i = sp(input);
    for label in [
        "for week", "in week", "on week", "week", "for wk", "in wk", "wk",
    ] {
        if let Some(r) = i.strip_prefix(label)
            && let [d @ b'1'..=b'4', ..] = r.as_bytes()
            && !r[1..].starts_with(|c: char| c.is_alphanumeric())
        {
            return Ok((&r[1..], d - b'0'));
        }
    }
    if let Ok((r, _)) = one_of(&[
        "in week",
        "for week",
        "on week",
        "in the week",
        "week",
        "la semana",
        "en la semana",
        "para la semana",
        "semana",
    ])(input)
    {
        let (r, n) = small_number(r)?;
        if (1..=4).contains(&n) {
            return Ok((r, n));
        }
        return PErr::at(input).miss();
    }
    let (r, _) = opt(one_of(&["en la", "la", "in the", "the", "for the"])).parse(input)?;
    let (r, n) = ordinal(r)?;
    let (r, _) = one_of(&["semana", "week"])(r)?;
    Ok((r, n))
}

/// "first" to "fourth", "primera" to "cuarta" (`ORDINAL_WORDS`), "1st" to "4th", "1a".
pub fn ordinal(input: &str) -> PResult<'_, u8> {
    const WORDS: &[(&str, u8)] = &[
        ("last", 4),
        ("final", 4),
        // "The opening week of June belongs to the Théâtre Royale".
        ("opening", 1),
        ("closing", 4),
        ("1st", 1),
        ("2nd", 2),
        ("3rd", 3),
        ("4th", 4),
        ("ultima", 4),
        ("1a", 1),
        ("2a", 2),
        ("3a", 3),
        ("4a", 4),
        // A Latin American's abbreviations: "1ra", "2da", "3ro", "4ta".
        ("1ra", 1),
        ("1ro", 1),
        ("1er", 1),
        ("1era", 1),
        ("2da", 2),
        ("2do", 2),
        ("3ra", 3),
        ("3ro", 3),
        ("3er", 3),
        ("3era", 3),
        ("4ta", 4),
        ("4to", 4),
    ];
    let words = super::words::ORDINAL_WORDS.iter().chain(WORDS).copied();
    super::lex::longest(input, words).map(|(r, (_, n))| (r, n))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stakes_of(text: &str) -> (Vec<u32>, Option<u8>) {
        let (_, g) = bets(text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        (g.bets.iter().map(|b| b.crowns).collect(), g.cut_at)
    }

    #[test]
    fn friends_and_kin_with_words_between() {
        for (text, rest) in [
            ("my old comrade lieutenant noirmont", "lieutenant noirmont"),
            ("my dear young cousin thibaut", "thibaut"),
            ("mi viejo amigo don luis", "don luis"),
            ("my friend porthos", "porthos"),
        ] {
            let (r, _) = friend(text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
            assert_eq!(sp(r), rest, "{text}");
        }
        assert!(friend("my old sabre").is_err());
        assert!(friend("my regiment").is_err());
    }

    #[test]
    fn bets_in_every_shape() {
        assert_eq!(stakes_of("3 bets of 20, cut on 6"), (vec![20; 3], Some(6)));
        assert_eq!(stakes_of("apuesto 3 veces 50"), (vec![50; 3], None));
        assert_eq!(
            stakes_of("3 times 200 crowns, stop when the house throws 6"),
            (vec![200; 3], Some(6))
        );
        assert_eq!(stakes_of("gamble 2 x 40"), (vec![40; 2], None));
        assert_eq!(
            stakes_of("wager 50 crowns three times"),
            (vec![50; 3], None)
        );
        assert_eq!(
            stakes_of("four bets of 50 crowns each, cut if the house rolls a 6"),
            (vec![50; 4], Some(6))
        );
        assert_eq!(stakes_of("bet 50, 50 and 25"), (vec![50, 50, 25], None));
        assert_eq!(stakes_of("5 x 30 cr"), (vec![30; 5], None));
        assert_eq!(stakes_of("bet 300 crowns twice"), (vec![300; 2], None));
        assert_eq!(stakes_of("3x400"), (vec![400; 3], None));
        assert_eq!(
            stakes_of("apuesto 150 coronas tres veces"),
            (vec![150; 3], None)
        );
        assert_eq!(
            stakes_of(
                "hago cinco apuestas, las dos primeras de 200 y las otras tres de 100, cortando si la casa saca un 5 o mas"
            ),
            (vec![200, 200, 100, 100, 100], Some(5))
        );
        assert_eq!(
            stakes_of("hago 2 apuestas de 100 coronas y corto si la casa saca un 6"),
            (vec![100; 2], Some(6))
        );
    }

    #[test]
    fn bets_as_players_write_them() {
        assert_eq!(stakes_of("4x25 cut@5"), (vec![25; 4], Some(5)));
        // "puestas": the stakes laid down (not a bet of 3 crowns).
        assert_eq!(stakes_of("tres puestas de 30 coronas"), (vec![30; 3], None));
        assert_eq!(stakes_of("bet 4 times of 25 crowns"), (vec![25; 4], None));
        assert_eq!(
            stakes_of("play dice 3 bet by 30 crowns"),
            (vec![30; 3], None)
        );
        assert_eq!(
            stakes_of("stake 100 crowns upon the dice twice"),
            (vec![100; 2], None)
        );
        assert_eq!(
            stakes_of("4 bets × 25, cut if the house rolls a 6"),
            (vec![25; 4], Some(6))
        );
        assert_eq!(
            stakes_of("apostare cincuenta coronas por cuatro veces"),
            (vec![50; 4], None)
        );
        assert_eq!(
            stakes_of("apuesto 200, 200 y 150, y corto si la banca saca un 5 o un 6"),
            (vec![200, 200, 150], Some(5))
        );
        assert_eq!(stakes_of("for a single wager of 500"), (vec![500], None));
        assert_eq!(
            stakes_of("bet three times, every time 20 crowns"),
            (vec![20; 3], None)
        );
        assert_eq!(
            stakes_of("wager 100, then 150, then 200, then 300"),
            (vec![100, 150, 200, 300], None)
        );
        assert_eq!(
            stakes_of("i bet 3 times, 30 crowns each time"),
            (vec![30; 3], None)
        );
        assert_eq!(stakes_of("play 4 times for 25 crowns"), (vec![25; 4], None));
        assert_eq!(
            stakes_of("stakes rising through the evening: 100, then 150, then 200"),
            (vec![100, 150, 200], None)
        );
    }

    #[test]
    fn bets_in_groups_and_a_cut_said_apart() {
        assert_eq!(
            stakes_of("two bets at 150 and one at 100"),
            (vec![150, 150, 100], None)
        );
        assert_eq!(
            detail("i cut whenever the house shows a 5 or 6"),
            Some(("", Detail::CutAt(5)))
        );
        assert_eq!(
            detail("no wine, no girls").map(|(_, d)| d),
            Some(Detail::Abstains)
        );
    }

    #[test]
    fn a_count_of_bets_is_no_purse() {
        assert_eq!(detail("bolsa: cinco apuestas de 20"), None);
    }

    #[test]
    fn more_than_nine_bets_is_said() {
        assert!(matches!(bets("12 bets of 10"), Err(nom::Err::Failure(_))));
    }

    #[test]
    fn a_number_alone_is_no_bet() {
        assert!(bets("20 crowns").is_err());
        assert!(bets("the 150 crowns").is_err());
    }

    #[test]
    fn names_as_written() {
        let line = Line::new(
            1,
            "with Mlle Hélène d'Aubigné and the Chevalier de Méré as my guests",
        );
        let (rest, list) = guests(&line, &line.folded).unwrap();
        let names: Vec<&str> = list.iter().map(|n| line.original_of(n)).collect();
        assert_eq!(names, ["Mlle Hélène d'Aubigné", "Chevalier de Méré"]);
        assert_eq!(rest, "");
        let line = Line::new(1, "with the wine flowing");
        assert!(guests(&line, &line.folded).is_none());
    }

    #[test]
    fn hosts() {
        let line = Line::new(1, "as the Duke's guest");
        let (_, n) = host(&line, &line.folded).unwrap();
        assert_eq!(line.original_of(n), "Duke's");
        let line = Line::new(1, "como invitado de Don Álvaro");
        let (_, n) = host(&line, &line.folded).unwrap();
        assert_eq!(line.original_of(n), "Don Álvaro");
    }

    #[test]
    fn purses() {
        assert_eq!(detail("i bring 100 crowns"), Some(("", Detail::Purse(100))));
        assert_eq!(detail("bring 40"), Some(("", Detail::Purse(40))));
        assert_eq!(detail("llevo 120 coronas"), Some(("", Detail::Purse(120))));
        assert_eq!(detail("with 40 crowns"), Some(("", Detail::Purse(40))));
        assert_eq!(
            detail("with two extra gifts"),
            Some(("", Detail::ExtraGifts(2)))
        );
    }
}
