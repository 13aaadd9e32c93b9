//! Anchors: the words that name an order by its venue or its verb, as players write them
//! beyond the grammar's own verbs ("Frog & Peach", "bawdy", "prac", "duty", "teatro"), which
//! the reader ([`super::read`]) tries at each word where no production of the grammar starts.

use super::action::{Draft, Item, Lady, Modifier};
use super::lex::{one_of, sp};
use super::slots::{self, Detail};
use super::text::Line;
use super::words::PRACTICE_PLACES;
use crate::orders::Action;

/// A club's name, with its article: "the Frog & Peach", "Hunter's", "Les Chasseurs". Not
/// "GM" alone, 003's short name of La Garde Montante: standing alone, in a letter to a game
/// master, it is him ("Quick one this month, GM", "happy Thanksgiving to the GM"); after
/// "voy a", "la" or "club" it is the club.
pub(super) fn club_name(t: &str) -> super::lex::PResult<'_, crate::vocab::Club> {
    let (rest, club) = super::club::quoted_club(t)?;
    let written = t[..t.len() - rest.len()].trim();
    let written = written.strip_prefix("the ").unwrap_or(written).trim();
    if written.eq_ignore_ascii_case("gm") {
        return super::lex::PErr::at(t).miss();
    }
    Ok((rest, club))
}

/// The words that name an order by its verb or its venue, as players write them beyond the
/// grammar's own verbs: `(words, kind)`. A venue may stand after an article ("to the
/// bawdyhouse"); a verb may not ("on the train" is no practice).
struct Anchor {
    words: &'static [&'static str],
    kind: Kind,
    noun: bool,
}

#[derive(Clone, Copy)]
enum Kind {
    Practice,
    DutyAlone,
    Bawdyhouse,
    Mistress,
    Duty,
    Rest,
    Theatre,
    Casino,
    JoinCasino,
    Tavern,
    Court,
    Carouse,
    Companionship,
    Box,
    VisitIt,
}

const ANCHORS: &[Anchor] = &[
    Anchor {
        words: &[
            "member of the grand casino",
            "member of the casino",
            "socio del gran casino",
            "socio del casino",
            "miembro del gran casino",
            "miembro del casino",
        ],
        kind: Kind::JoinCasino,
        noun: true,
    },
    Anchor {
        words: &[
            "prac",
            "practse",
            "pratice",
            "practive",
            "practce",
            "pracitce",
            "practis",
            "practise",
            "practice",
            "practising",
            "practicing",
            "practices",
            "practises",
            "practiced",
            "practised",
            "practica",
            "practicando",
            "practico",
            "practicar",
            "entreno",
            "entrenar",
            "entrenando",
            "entrena",
            "drill",
            "drilling",
            "training",
            "train",
            "fence",
            "fencing",
        ],
        kind: Kind::Practice,
        noun: false,
    },
    Anchor {
        words: PRACTICE_PLACES,
        kind: Kind::Practice,
        noun: true,
    },
    Anchor {
        words: &[
            "esgrima",
            "la esgrima",
            "escuela de esgrima",
            "the practice of fencing",
            "practice of fencing",
            "fencing practice",
            "sword practice",
            "weapons practice",
        ],
        kind: Kind::Practice,
        noun: true,
    },
    Anchor {
        words: &[
            "bawdy",
            "bawdyhouse",
            "bawdyhouses",
            "bawdy house",
            "bawdy-house",
            "brothel",
            "bordel",
            "bordello",
            // A Dutchman's brothel.
            "bordeel",
            "burdel",
            "burdeles",
            "lupanar",
            "prostibulo",
            "casa de citas",
            "house of ill repute",
            "the stews",
            "whorehouse",
            "cathouse",
        ],
        kind: Kind::Bawdyhouse,
        noun: true,
    },
    Anchor {
        words: &[
            "mistress",
            "my mistress",
            "mi dama",
            "mi amante",
            "mi querida",
            "su amante",
            "a mi dama",
            "a mi amante",
            "con mi dama",
            "con mi amante",
            "my lady love",
        ],
        kind: Kind::Mistress,
        noun: true,
    },
    Anchor {
        words: &[
            "duty",
            "duties",
            "regimental duty",
            "regimental duties",
            "servicio",
            "de servicio",
            "servicio regimental",
            "servicio en el regimiento",
            "guardia",
            "de guardia",
            "service",
            "regimental service",
        ],
        kind: Kind::Duty,
        noun: true,
    },
    Anchor {
        words: &[
            "serve",
            "serving",
            "sirvo",
            "i serve",
            "serve with the regiment",
            "serve with my regiment",
            "with the regiment",
            "with my regiment",
            "con el regimiento",
            "con mi regimiento",
            "en el regimiento",
            "al regimiento",
            "cuartel",
            "al cuartel",
            "en el cuartel",
            "el cuartel",
            "barracks",
            "the barracks",
            "mount guard",
            "on guard",
        ],
        kind: Kind::Duty,
        noun: false,
    },
    Anchor {
        words: &[
            "regiment",
            "the regiment",
            "regimiento",
            "el regimiento",
            "mi regimiento",
            "my regiment",
        ],
        kind: Kind::DutyAlone,
        noun: false,
    },
    Anchor {
        words: &[
            "rest",
            "resting",
            "rests",
            "recover",
            "recovering",
            "recuperate",
            "recuperating",
            "convalesce",
            "convalescing",
            "descanso",
            "descansar",
            "descansando",
            "descansare",
            "descansa",
            "me recupero",
            "recuperarme",
            "reposo",
            "stay home",
            "stay at home",
            "stay in home",
            "quiet week",
            "a quiet week",
            "week of quiet",
            "a week of quiet",
            "quiet at home",
            "keep to my bed",
            "keep to my room",
            "guardo cama",
            "stays home",
            "me quedo en casa",
            "quedarme en casa",
            "lie low",
            "lay low",
        ],
        kind: Kind::Rest,
        noun: false,
    },
    Anchor {
        words: &[
            "theatre",
            "theater",
            "theatre royale",
            "theatre royal",
            "teatro",
            "premiere",
            // Not "me estreno en el Crapaud": his first night at his new club.
            "al estreno",
            "el estreno",
            "un estreno",
            "the play",
            "la obra",
            "the opera",
            // "the first night of the new play, one seat in the stalls".
            "the first night of the new play",
            "first night of the new play",
            "the first night of the play",
            "opening night",
            "the new play",
            "la nueva obra",
        ],
        kind: Kind::Theatre,
        noun: true,
    },
    Anchor {
        words: &[
            "casino",
            "grand casino",
            "gran casino",
            "the tables",
            "the gaming tables",
            "las mesas de juego",
            "las mesas",
        ],
        kind: Kind::Casino,
        noun: true,
    },
    Anchor {
        words: &[
            "tavern",
            "taverns",
            "taberna",
            "tabernas",
            "tavernas",
            "port district",
            "the port",
            "barrio del puerto",
            "el puerto",
            "inn",
            "posada",
            "alehouse",
            "alehouses",
            "cantina",
            "cantinas",
            "posadas",
            "inns",
            "mesones",
            "meson",
        ],
        kind: Kind::Tavern,
        noun: true,
    },
    Anchor {
        words: &[
            "court",
            "courting",
            "courtship",
            "do the courtship to",
            "pay court to",
            "woo",
            "wooing",
            "cortejo",
            "cortejar",
            "cortejando",
            "corteja",
        ],
        kind: Kind::Court,
        noun: false,
    },
    Anchor {
        words: &[
            "carouse",
            "carousing",
            "drink",
            "drinking",
            "drinks",
            "i drink",
            "get drunk",
            "drink deep",
            "wine",
            "bebo",
            "beber",
            // "tomo algo": the River Plate's and the Andes' drink.
            "tomo algo",
            "tomamos algo",
            "tomamos los dos",
            "tomamos juntos",
            "tomo unas copas",
            "tomo unos tragos",
            // "tomo y apuesto 2 veces 120", "a tomar", "chupo" (the River Plate's), "bebemos
            // los tres": drinking, said as people say it.
            "drown the disappointment",
            "drown his sorrows",
            "drown my sorrows",
            "ahogar las penas",
            "ahogar mis penas",
            "burgundy",
            "claret",
            "tomo y",
            "tomo harto",
            "a tomar",
            "a tomarme unos tragos",
            "chupo",
            "bebemos",
            "bebemos los tres",
            "tomamos",
            "bebiendo",
            "a beber",
            "emborracharme",
            "me emborracho",
            "copas",
            "juerga",
            "de juerga",
            "pints",
            "a pint",
            "ale",
            "beer",
            "beers",
            "cervezas",
            "birras",
            // Mexico's word for a night's drinking: "y a pistear".
            "pistear",
            "a pistear",
        ],
        kind: Kind::Carouse,
        noun: true,
    },
    Anchor {
        words: &[
            "comp",
            "companionship",
            "female companionship",
            "female company",
            "a girl",
            "girls",
            "a wench",
            "wenches",
            "a lass",
            "lasses",
            "a gal",
            "a doxy",
            "company",
            "compania",
            "compania femenina",
            "una chica",
            "chica",
            "chicas",
            "una moza",
            "mozas",
            "una muchacha",
            "muchacha",
            "muchachas",
            "moza",
        ],
        kind: Kind::Companionship,
        noun: true,
    },
    Anchor {
        words: &["a box", "box", "palco", "un palco", "in a box"],
        kind: Kind::Box,
        noun: true,
    },
    Anchor {
        words: &[
            "visit it",
            "go there",
            "and visit it",
            "visit there",
            "lo visito",
            "celebrate there",
            "drink there",
            "carouse there",
            "celebro alli",
            "bebo alli",
        ],
        kind: Kind::VisitIt,
        noun: false,
    },
];

/// An order named by its venue or verb at `t`.
/// Words after which a regiment is what is spoken of, not a week at its duty.
pub(super) const PREPOSITIONS: &[&str] = &[
    "in", "into", "of", "to", "from", "for", "en", "de", "del", "al", "a", "para", "por", "with",
    "con",
];

/// Words after "my mistress" that make her the subject of a sentence.
const SHE_DOES: &[&str] = &[
    "gave", "give", "gives", "has", "had", "is", "was", "says", "said", "wants", "will", "would",
    "who", "that", "which", "asked", "me", "ha", "es", "era", "que", "dio", "esta", "quiere",
    "dice", "me dio", "me ha",
];

/// The week spent at the club (or the Casino) just joined or named: "stay the week there",
/// "me quedo allí toda la semana".
pub(super) const STAY_THERE: &[&str] = &[
    "stay the week there",
    "spend the week there",
    "spend the rest of the week there",
    "stay there the whole week",
    "stay there all week",
    "i stay there the whole week",
    "i stay there all week",
    "i stay there",
    "stay there",
    "paso la semana alli",
    "me quedo alli",
    "me quedo alli toda la semana",
    "me quedo ahi toda la semana",
    "me quedo ahi",
];

pub(super) fn anchor<'a>(
    line: &Line,
    t: &'a str,
    after_article: bool,
    before: &[(Item<'a>, &'a str)],
) -> Option<(&'a str, Item<'a>)> {
    if let Ok((rest, club)) = club_name(t) {
        return Some((rest, visit_club(Some(club))));
    }
    if let Ok((rest, _)) = one_of(&[
        "club",
        "my club",
        "mi club",
        "el club",
        "al club",
        "our club",
        "the club",
        "clubhouse",
    ])(t)
    {
        // "club de les Chasseurs": the club is named after it.
        if let Ok((r, _)) = one_of(&["de", "of", "del", "called", "named"])(rest) {
            return club_name(r)
                .ok()
                .map(|(r, club)| (r, visit_club(Some(club))));
        }
        // "the club" named after it: "my club, the Blue Gables" is read by the merge.
        return Some((rest, visit_club(None)));
    }
    // "join the Blue Gables ... then stay the week there": the visit to the club just named.
    // "I will become member of the Grand Casino and I stay there the whole week": the Casino.
    if let Ok((rest, _)) = one_of(STAY_THERE)(t) {
        return before.iter().rev().find_map(|(it, _)| match it {
            Item::Action(Draft::JoinClub(c)) => Some((rest, visit_club(Some(*c)))),
            Item::Action(Draft::VisitClub { club, .. }) => Some((rest, visit_club(*club))),
            Item::Action(Draft::Done(Action::JoinCasino | Action::Casino { .. })) => Some((
                rest,
                Item::Action(Draft::Done(Action::Casino { gamble: None })),
            )),
            _ => None,
        });
    }
    let mut best: Option<(&'a str, Kind)> = None;
    for a in ANCHORS {
        if after_article && !a.noun {
            continue;
        }
        if let Ok((rest, _)) = one_of(a.words)(t)
            && best.is_none_or(|(r, _)| rest.len() < r.len())
        {
            best = Some((rest, a.kind));
        }
    }
    let (rest, kind) = best?;
    let item = match kind {
        // "my week of regimental duty, drilling the new lads": drilling men is the duty's
        // work, not his own practice.
        Kind::Practice
            if one_of(&["the", "my", "his", "our", "a", "new", "raw", "fresh"])(rest)
                .map_or(rest, |(r, _)| r)
                .split_whitespace()
                .take(2)
                .any(|w| {
                    [
                        "lads",
                        "men",
                        "privates",
                        "recruits",
                        "troops",
                        "company",
                        "soldiers",
                        "squad",
                        "boys",
                        "section",
                        "platoon",
                        "battalion",
                        "reclutas",
                        "tropa",
                        "hombres",
                        "soldados",
                        "compania",
                    ]
                    .contains(&w.trim_matches(|c: char| !c.is_alphanumeric()))
                }) =>
        {
            Item::Action(Draft::RegimentalDuty)
        }
        Kind::Practice => Item::Action(Draft::Practice(None)),
        Kind::DutyAlone => {
            // "sem 2 - regimiento": the regiment alone, for a soldier, is duty ("regimiento
            // otra vez": again).
            let end = sp(rest);
            let end = one_of(&["otra vez", "de nuevo", "again", "once again", "once more"])(end)
                .map_or(end, |(r, _)| sp(r));
            if !(end.is_empty() || end.starts_with([',', ';', '.', '!'])) {
                return None;
            }
            Item::Action(Draft::RegimentalDuty)
        }
        Kind::Bawdyhouse => Item::Action(Draft::VisitBawdyhouse {
            carouse: false,
            companionship: false,
        }),
        Kind::Mistress => {
            // "the favour my mistress gave me": she is the subject there, not a visit.
            if one_of(SHE_DOES)(rest).is_ok() {
                return None;
            }
            // "A La Garde Montante con Doña Urraca, mi dama": who the lady with him is.
            if matches!(
                before.last(),
                Some((
                    Item::Action(Draft::VisitClub { .. })
                        | Item::Modifier(
                            Modifier::Guests(_) | Modifier::Detail(Detail::WithMistress)
                        ),
                    _
                ))
            ) {
                Item::Modifier(Modifier::Detail(Detail::WithMistress))
            } else {
                Item::Action(Draft::VisitMistress { named: None })
            }
        }
        // "Rapier practice with the regiment", "cutlass practice with the lads at the
        // barracks": where he practises, not a week of duty.
        Kind::Duty
            if matches!(before.last(), Some((Item::Action(Draft::Practice(_)), _)))
                && ["regiment", "regimiento", "barracks", "cuartel"]
                    .iter()
                    .any(|w| t[..t.len() - rest.len()].contains(w)) =>
        {
            return None;
        }
        // "with the regiment on campaign", "with the regiment at the siege": the campaign,
        // where there is no duty to order.
        Kind::Duty
            if super::read::tells_of_campaign(
                &rest[..rest.find(['.', ';']).unwrap_or(rest.len())],
            ) =>
        {
            return None;
        }
        Kind::Duty => Item::Action(Draft::RegimentalDuty),
        // "Rest of the week: rapier practice": the rest of it.
        Kind::Rest if one_of(&["of the week", "of that week", "of the month"])(rest).is_ok() => {
            return None;
        }
        Kind::Rest => Item::Action(Draft::Rest),
        Kind::Theatre => Item::Action(Draft::Done(Action::Theatre {
            seat: crate::orders::Seat::Stalls,
            guests: Vec::new(),
        })),
        // "Join the Grand Casino and spend the week at the tables": the tables are the
        // Casino's only where the line speaks of it.
        Kind::Casino
            if !line.folded.contains("casino")
                && one_of(&[
                    "tables",
                    "the tables",
                    "gaming tables",
                    "las mesas",
                    "mesas",
                ])(t)
                .is_ok() =>
        {
            return None;
        }
        Kind::Casino => Item::Action(Draft::Done(Action::Casino { gamble: None })),
        Kind::JoinCasino => Item::Action(Draft::Done(Action::JoinCasino)),
        Kind::Tavern => Item::Action(Draft::Done(Action::Tavern {
            name: None,
            carouse: false,
            gamble: None,
            crowns_carried: None,
        })),
        Kind::Court => {
            let (r, _) =
                one_of(&["to", "a", "with", "the", "la", "de"])(rest).unwrap_or((rest, ""));
            let (r, lady) = slots::proper_name(line, r)?;
            return Some((
                r,
                Item::Action(Draft::Court {
                    lady: Lady::Name(lady),
                    extra_gifts: 0,
                }),
            ));
        }
        Kind::Carouse => Item::Modifier(Modifier::Carouse),
        Kind::Companionship => Item::Modifier(Modifier::Companionship),
        Kind::Box => {
            // "a box is beyond my purse": said of a box, not taken.
            if one_of(&[
                "is", "was", "would", "costs", "es", "seria", "cuesta", "sale",
            ])(rest)
            .is_ok()
            {
                return None;
            }
            // "not to come home in a box": a coffin, not a seat at the play.
            let said_before = line.folded[..line.offset(t)].trim_end();
            let said_before = [" a", " in"]
                .iter()
                .fold(said_before, |s, w| s.strip_suffix(w).unwrap_or(s));
            if ["home", "back", "casa"]
                .iter()
                .any(|w| said_before.ends_with(w))
            {
                return None;
            }
            Item::Modifier(Modifier::Box)
        }
        Kind::VisitIt => before.iter().rev().find_map(|(it, _)| match it {
            Item::Action(Draft::JoinClub(c)) => Some(visit_club(Some(*c))),
            Item::Action(Draft::Done(Action::JoinCasino)) => {
                Some(Item::Action(Draft::Done(Action::Casino { gamble: None })))
            }
            _ => None,
        })?,
    };
    Some((rest, item))
}

fn visit_club<'a>(club: Option<crate::vocab::Club>) -> Item<'a> {
    Item::Action(Draft::VisitClub {
        club,
        carouse: false,
        host: None,
        guests: Vec::new(),
        with_mistress: false,
    })
}
