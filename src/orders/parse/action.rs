//! The productions of one order: `practice with rapier`, `voy a mi club`, `court Roxanne`...
//!
//! Each production matches folded text (see [`super::text`]) and gives a [`Draft`]: an
//! [`Action`](crate::orders::Action) whose names are still slices of the folded line, so that
//! the caller can quote them as the player wrote them. A production commits (`cut`) once its
//! verb is recognised: "join Hunterz" is an error about a club name, not "no action here".

use super::lex::{PErr, PResult, is_word_char, kw, longest, one_of, punct, small_number, sp};
pub use super::name::name;
use super::name::{bracketed_name, near_miss};
use super::words::*;
use super::{admissions, army, club, court, honour, influence, loan, pistol, society};
use crate::orders::names::{WEAPON_NAMES, suggest_weapon};
use crate::orders::{Action, Gamble, MonthlyOrder, Say};
use crate::vocab::{Club, Weapon};
use nom::Parser;
use nom::branch::alt;
use nom::combinator::{cut, opt};
use nom::error::ParseError;
use nom::multi::{many0, many1};
use nom::sequence::preceded;
use std::collections::HashMap;
use std::sync::OnceLock;

/// An action as parsed: names are slices of the folded line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Draft<'a> {
    Practice(Option<Weapon>),
    VisitClub {
        club: Option<Club>,
        carouse: bool,
        host: Option<&'a str>,
        guests: Vec<&'a str>,
        with_mistress: bool,
    },
    JoinClub(Club),
    ResignClub,
    VisitBawdyhouse {
        carouse: bool,
        companionship: bool,
    },
    Court {
        lady: Lady<'a>,
        extra_gifts: u8,
    },
    /// `named`: a name the player gave, which the action does not need.
    VisitMistress {
        named: Option<&'a str>,
    },
    RegimentalDuty,
    Rest,
    /// A finished action whose names are folded text; the sheet puts back what was written.
    Done(Action),
}

/// The lady of a courting order: by name, or by her number on the list of ladies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lady<'a> {
    Name(&'a str),
    Number(u8),
}

/// Something added to the action before it: `and carouse`, `with female companionship`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Modifier<'a> {
    Carouse,
    Companionship,
    /// "and gamble", "apuesto 150, 150 y 125".
    Gamble(Gamble),
    /// "invito a Juliette Labelle": guests of the theatre box or the club visit before.
    Guests(Vec<&'a str>),
    /// The same, with the names as the player wrote them (made by the sheet).
    Named(Vec<String>),
    /// "y alquilo un palco": the theatre visit before is in a box.
    Box,
    /// A detail the reader found (see [`super::read`]).
    Detail(super::slots::Detail<'a>),
    /// Whose guest he is, as the player wrote the name (made by the sheet).
    Host(String),
    /// A favour of his that backs the request before it, of the class said (see
    /// [`super::backing`]).
    Backing(Option<u8>),
}

/// One order, as parsed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Item<'a> {
    Action(Draft<'a>),
    Modifier(Modifier<'a>),
    Monthly(MonthlyOrder),
    /// `ditto`: the long action of the week before again, or of the week named ("lo mismo
    /// que la semana 2").
    Ditto(Option<u8>),
}

// ---------------------------------------------------------------------------------------------
// Orders.

/// `item = filler* (monthly_order | ditto | action | modifier) trailer*`
pub fn item(input: &str) -> PResult<'_, Item<'_>> {
    let (rest, it) = alt((preceded(many1(one_of(FILLERS)), core), core)).parse(input)?;
    let (rest, _) = many0(one_of(TRAILERS)).parse(rest)?;
    // "Invite the Comtesse to the theatre for week 4. Rest otherwise.": "otherwise" at the
    // sentence's end is the rest of the week, no condition.
    if let Ok((r, _)) = one_of(&["otherwise", "de lo contrario"])(rest)
        && (sp(r).is_empty() || sp(r).starts_with(['.', ';', '!']))
    {
        return Ok((r, it));
    }
    Ok((rest, it))
}

/// ```text
/// core = monthly_order | ditto | invite | action | modifier
/// action = practice | join_club | resign_club | court | visit_bawdyhouse | visit_mistress
///        | carouse_at | regimental_duty | rest | visit_club | the army's | society's...
/// modifier = gamble | take_a_box | carouse | companionship
/// ```
/// The first production of [`ORDERS`] that matches, tried in the table's order; of those
/// that fail, the error that says most (as `alt` would give). Only the productions that can
/// start with the input's first word are tried (see [`Order`]).
fn core(input: &str) -> PResult<'_, Item<'_>> {
    // (A filler may leave the space after it: "at the fencing school working on ...".)
    let input = sp(input);
    let result = first_of(candidates(input), input);
    // The table of first words is a shortcut: trying every production must give the same.
    debug_assert_eq!(
        result,
        first_of(0..ORDERS.len(), input),
        "an entry of ORDERS lacks a first word its production accepts; input {input:?}"
    );
    result
}

/// The first of the productions `which` (indices in [`ORDERS`]) that matches `input`.
fn first_of<'a>(which: impl IntoIterator<Item = usize>, input: &'a str) -> PResult<'a, Item<'a>> {
    let mut error: Option<PErr> = None;
    for k in which {
        let result = match ORDERS[k].parse {
            Parse::Item(p) => p(input),
            Parse::Action(p) => p(input).map(|(r, a)| (r, Item::Action(a))),
        };
        match result {
            Err(nom::Err::Error(e)) => {
                error = Some(match error.take() {
                    None => e,
                    Some(before) => before.or(e),
                })
            }
            other => return other,
        }
    }
    Err(nom::Err::Error(
        error.unwrap_or_else(|| PErr::at(sp(input))),
    ))
}

/// One production of [`core`], and the words it can start with.
///
/// A production is only tried where the input's first word ([`first_word`]) is the first
/// word of one of the words or phrases of `starts`. To add a production, add its entry to
/// [`ORDERS`] where it is to be tried (the first that matches wins), listing the lists its
/// verbs come from, or the first words of its verbs:
/// `Order::action(&[&["petition", "solicito"]], army::petition),`. A first word left out
/// makes the production unreachable there: debug builds (the tests) check every input
/// against all the productions and panic with "an entry of ORDERS lacks a first word".
struct Order {
    starts: &'static [&'static [&'static str]],
    parse: Parse,
}

enum Parse {
    Item(for<'a> fn(&'a str) -> PResult<'a, Item<'a>>),
    Action(for<'a> fn(&'a str) -> PResult<'a, Draft<'a>>),
}

impl Order {
    const fn action(
        starts: &'static [&'static [&'static str]],
        parse: for<'a> fn(&'a str) -> PResult<'a, Draft<'a>>,
    ) -> Order {
        Order {
            starts,
            parse: Parse::Action(parse),
        }
    }

    const fn item(
        starts: &'static [&'static [&'static str]],
        parse: for<'a> fn(&'a str) -> PResult<'a, Item<'a>>,
    ) -> Order {
        Order {
            starts,
            parse: Parse::Item(parse),
        }
    }
}

/// Every production of one order, in the order they are tried.
const ORDERS: &[Order] = &[
    Order::item(
        &[
            BRAVERY_ORDERS,
            CAMPAIGN_PREFIXES,
            BRAVERY_VERBS,
            CONSPICUOUS_VERBS,
            CONSPICUOUS,
            army::PETITION_VERBS,
            admissions::ADMISSION_VERBS,
            admissions::ADMISSION_LABELS,
        ],
        |i| monthly_order(i).map(|(r, m)| (r, Item::Monthly(m))),
    ),
    Order::item(&[DEATH_ROLL_VERBS], |i| {
        death_roll_modifier(i).map(|(r, m)| (r, Item::Monthly(m)))
    }),
    Order::item(&[society::RESIDENCE_VERBS], |i| {
        society::residence(i).map(|(r, m)| (r, Item::Monthly(m)))
    }),
    Order::item(&[army::HIRE_VERBS], |i| {
        army::hire_second(i).map(|(r, m)| (r, Item::Monthly(m)))
    }),
    Order::item(&[pistol::CARRY_VERBS], |i| {
        pistol::carry_pistol(i).map(|(r, m)| (r, Item::Monthly(m)))
    }),
    Order::item(&[society::TREATMENT], |i| {
        society::seek_treatment(i).map(|(r, m)| (r, Item::Monthly(m)))
    }),
    Order::item(&[society::CHILD_VERBS], |i| {
        society::try_for_a_child(i).map(|(r, m)| (r, Item::Monthly(m)))
    }),
    Order::item(&[DITTO], |i| {
        // "Same week, court the Marquise": the week named again, not its orders repeated.
        if one_of(&["same week", "same week,"])(i).is_ok() {
            return PErr::at(i).miss();
        }
        let (r, _) = one_of(DITTO)(i)?;
        // "same as week 2", "lo mismo que la semana 2".
        let source = |i| {
            let (i, _) = one_of(&["as", "as in", "que", "que la", "que en la", "como la"])(i)?;
            let (i, _) = opt(one_of(&["the", "la"])).parse(i)?;
            let (i, _) = one_of(&["week", "semana", "wk"])(i)?;
            small_number(i)
        };
        match source(r) {
            Ok((r, n)) if (1..=4).contains(&n) => Ok((r, Item::Ditto(Some(n)))),
            // "same same like d'Artagnan", "same thing happened to me": the word in a
            // sentence, not the week repeated.
            _ if sp(r).starts_with(char::is_alphabetic)
                && one_of(&[
                    "but", "pero", "again", "otra vez", "with", "con", "except", "excepto",
                    "menos", "plus", "and", "y", "as", "que", "como",
                ])(r)
                .is_err() =>
            {
                PErr::at(i).miss()
            }
            _ => Ok((r, Item::Ditto(None))),
        }
    }),
    Order::item(&[society::INVITE_VERBS], society::invite),
    // Actions.
    Order::action(&[army::SEEK_VERBS], army::seek_appointment),
    Order::action(
        &[army::APPLY_VERBS, army::JOIN_REGIMENT_VERBS],
        army::apply_regiment,
    ),
    Order::action(&[army::GO_TO_REGIMENT], army::apply_in_person),
    Order::action(&[BUY_VERBS], pistol::buy_pistol),
    Order::action(&[BUY_VERBS], army::buy_rank),
    Order::action(&[BUY_VERBS, &["plus"]], army::buy_horse),
    // "I buy one horse and take a groom for him".
    Order::action(&[army::HIRE_VERBS, army::TAKE_ON], army::hire_groom),
    Order::action(
        &[army::VOLUNTEER_VERBS, army::GONE_TO_THE_FRONTIER],
        army::volunteer,
    ),
    Order::action(&[army::EXCUSE_VERBS, army::EXCUSE_ASK], army::excuse_duty),
    Order::action(&[honour::CHALLENGE_VERBS], honour::challenge),
    Order::action(&[honour::ANSWER_VERBS], honour::answer_challenge),
    Order::action(&[honour::INSULT_VERBS], honour::insult),
    Order::action(
        &[
            honour::APOLOGY_VERBS,
            honour::OFFER_VERBS,
            honour::APOLOGY_LEADS,
        ],
        honour::apologise,
    ),
    Order::action(&[loan::LEND_VERBS], loan::lend),
    Order::action(&[loan::LEDGER_START], loan::ledger),
    Order::action(&[loan::BORROW_VERBS], loan::borrow),
    Order::action(&[loan::LOAN_TAKEN], loan::loan_taken),
    Order::action(&[loan::FRONTED_LENDER], loan::borrow_fronted),
    Order::action(&[loan::REPAY_VERBS, &["give", "hand"]], loan::repay),
    Order::action(&[loan::DEMAND_VERBS], loan::demand_repayment),
    Order::action(&[influence::FAVOUR_VERBS], influence::use_favour),
    Order::action(&[&["fav"]], influence::favour_shorthand),
    Order::action(
        &[&["my", "mi", "class", "clase"]],
        influence::favour_verbless,
    ),
    Order::action(&[influence::BRIBE_VERBS], influence::bribe),
    Order::action(&[society::TRADE_VERBS], society::trade_expertise),
    Order::action(&[society::THEATRE_VERBS], society::theatre),
    Order::action(&[society::CASINO_VERBS], society::casino),
    Order::action(&[society::TAVERN_VERBS], society::tavern),
    Order::action(&[society::FOLLOW_VERBS], society::follow_lady),
    Order::action(&[society::PARTY_VERBS], society::give_party),
    Order::action(
        &[
            society::PROPOSE_VERBS,
            society::PROPOSE_TO_HER,
            &["ask"],
            society::CALL_ON,
        ],
        society::propose,
    ),
    Order::action(&[society::GIFT_VERBS, &["with", "con"]], society::gift),
    Order::action(
        &[pistol::PISTOL_PRACTICE_START, PRACTICE_VERBS],
        pistol::practise_pistol,
    ),
    Order::action(&[&WEAPON_WORDS, PRACTICE_VERBS, WORK_ON], practice),
    Order::action(&[JOIN_VERBS], society::join_casino),
    Order::action(&[JOIN_VERBS], club::join_club),
    Order::action(&[RESIGN_VERBS, LEAVE_VERBS], club::resign_club),
    Order::action(&[court::COURT_PRONOUNS, COURT_VERBS], court::court),
    Order::action(&[VISIT_VERBS], visit_bawdyhouse),
    Order::action(&[VISIT_VERBS, MISTRESS_VERBS, LA_VISITO], visit_mistress),
    Order::action(&[CAROUSE_WORDS], club::carouse_at),
    Order::action(&[DUTY_VERBS, DUTY_OWNERS, DUTY_NOUNS], regimental_duty),
    Order::action(&[REST_WORDS], rest),
    Order::action(&[VISIT_VERBS], club::visit_club),
    Order::action(&[club::ESCORT_VERBS, club::TAKE_HER], club::escort_to_club),
    Order::action(&[club::GO_WITH_VERBS], club::go_with_to_club),
    Order::action(&[club::ASKED_ALONG], club::asked_along),
    // Modifiers: "and carouse", "with female companionship", "y alquilo un palco".
    Order::item(&[society::GAMBLE_VERBS], |i| {
        society::gamble(i).map(|(r, g)| (r, Item::Modifier(Modifier::Gamble(g))))
    }),
    Order::item(&[TAKE_A_BOX], |i| {
        one_of(TAKE_A_BOX)(i).map(|(r, _)| (r, Item::Modifier(Modifier::Box)))
    }),
    Order::item(&[CAROUSE_WORDS], |i| {
        one_of(CAROUSE_WORDS)(i).map(|(r, _)| (r, Item::Modifier(Modifier::Carouse)))
    }),
    Order::item(&[COMPANIONSHIP], |i| {
        one_of(COMPANIONSHIP)(i).map(|(r, _)| (r, Item::Modifier(Modifier::Companionship)))
    }),
];

/// `take_a_box = "take a box" | "alquilo un palco" | ...`: the theatre visit before is in a box.
const TAKE_A_BOX: &[&str] = &[
    "alquilo un palco",
    "y alquilo un palco",
    "rent a box",
    "take a box",
    "and take a box",
    "and rent a box",
    "tomo un palco",
];

/// The verbs of buying (a rank, horses).
const BUY_VERBS: &[&str] = &["buy", "purchase", "compro", "comprar", "adquiero"];

/// The weapons' names, as words that may start a practice ("rapier practice").
const WEAPON_WORDS: [&str; WEAPON_NAMES.len()] = {
    let mut out = [""; WEAPON_NAMES.len()];
    let mut k = 0;
    while k < out.len() {
        out[k] = WEAPON_NAMES[k].0;
        k += 1;
    }
    out
};

/// The first word of `text` after spaces: its letters and digits, or its first character
/// when it starts with another. A word or phrase can only match where the text's first word
/// is its own first word.
fn first_word(text: &str) -> &str {
    let t = sp(text);
    match t.find(|c: char| !is_word_char(c)) {
        Some(0) => t.chars().next().map_or("", |c| &t[..c.len_utf8()]),
        Some(n) => &t[..n],
        None => t,
    }
}

/// The indices in [`ORDERS`] of the productions that can start with the first word of
/// `input`, in the table's order.
fn candidates(input: &str) -> impl Iterator<Item = usize> + use<'_> {
    static BY_FIRST_WORD: OnceLock<HashMap<&'static str, Vec<usize>>> = OnceLock::new();
    let table = BY_FIRST_WORD.get_or_init(|| {
        let mut table: HashMap<&'static str, Vec<usize>> = HashMap::new();
        for (k, order) in ORDERS.iter().enumerate() {
            for word in order.starts.iter().flat_map(|list| list.iter()) {
                let entries = table.entry(first_word(word)).or_default();
                if entries.last() != Some(&k) {
                    entries.push(k);
                }
            }
        }
        table
    });
    // A line that opens with a number ("400 borrowed from...") is keyed as "0".
    let word = first_word(input);
    let word = if !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit()) {
        "0"
    } else {
        word
    };
    table
        .get(word)
        .map_or(&[][..], Vec::as_slice)
        .iter()
        .copied()
}

/// True when some production of an order may start with the first word of `input`.
pub fn is_order_word(input: &str) -> bool {
    candidates(input).next().is_some()
}

/// True when one of the grammar's orders starts here with the whole of its first words
/// ("be at the fencing school", not "be wearing the blue doublet"): for a first word that
/// opens an order only with the words after it.
pub fn is_order_start(input: &str) -> bool {
    candidates(input).any(|k| {
        ORDERS[k]
            .starts
            .iter()
            .any(|list| one_of(list)(input).is_ok())
    })
}

/// True when an order (or a condition) starts here, judged by its first words only: used to
/// tell "and carouse" (a new order) from "and Porthos" (more of a list).
pub fn starts_item(input: &str) -> bool {
    let (i, _) = many0(one_of(FILLERS))
        .parse(input)
        .unwrap_or((input, Vec::new()));
    let lists: &[&[&str]] = &[
        VISIT_VERBS,
        PRACTICE_VERBS,
        JOIN_VERBS,
        RESIGN_VERBS,
        LEAVE_VERBS,
        COURT_VERBS,
        CAROUSE_WORDS,
        DUTY_VERBS,
        DUTY_NOUNS,
        REST_WORDS,
        CONSPICUOUS,
        CONSPICUOUS_VERBS,
        DITTO,
        COMPANIONSHIP,
        CONDITIONS,
        &["regimental"],
        &["see"],
        STARTS_MORE,
    ];
    lists.iter().any(|l| one_of(l)(i).is_ok())
        || weapon_name(i).is_ok_and(|(r, _)| kw("practice")(r).is_ok())
}

/// Poltroonery and reckless bravery: monthly orders with a modifier.
const BRAVERY_ORDERS: &[&str] = &[
    "poltroonery",
    "cobardia",
    "poltroneria",
    "reckless bravery",
    // "Reckless +1": the veteran's shorthand.
    "reckless",
    "valentia temeraria",
    "temeridad",
    "temerario",
    "bravura temeraria",
];

/// The verbs of choosing poltroonery or reckless bravery ("I take a reckless bravery of 1").
const BRAVERY_VERBS: &[&str] = &["i take", "i use", "take", "use", "tomo", "uso"];

/// What may stand before poltroonery or reckless bravery and says only when they apply:
/// "If things look bad on campaign,", "Si las cosas se ponen feas,".
fn campaign_prefix(input: &str) -> PResult<'_, ()> {
    let rest = match one_of(CAMPAIGN_PREFIXES)(input) {
        Ok((rest, _)) => rest,
        // "si la cosa se pone fea en campaña,", "if the fighting turns ugly,": "if" and a few
        // words saying things go badly.
        Err(e) => {
            let (r, _) = one_of(&["if", "si"])(input)?;
            // ("If it goes bad he runs - poltroonery, ...": up to a dash too.)
            let end = r
                .find([',', ':'])
                .into_iter()
                .chain(r.find(" - "))
                .min()
                .ok_or(e.clone())?;
            let words: Vec<&str> = r[..end].split_whitespace().collect();
            const BAD: &[&str] = &[
                "bad", "badly", "ugly", "grim", "worse", "fea", "feas", "feo", "mal", "negro",
                "negra",
            ];
            if words.len() > 10 || !words.iter().any(|w| BAD.contains(w)) {
                return Err(e);
            }
            &r[end..]
        }
    };
    let (rest, _) = alt((punct(':'), punct(','), punct('-'))).parse(rest)?;
    Ok((rest, ()))
}

/// See [`campaign_prefix`].
/// Only the conditions poltroonery has by nature: a label ("Campaign:", "En campaña,") is read
/// past by the reader, and would make prose that starts so look like an order.
const CAMPAIGN_PREFIXES: &[&str] = &[
    "if things look bad",
    "if things look bad on campaign",
    "if things look bad in the campaign",
    "if things go badly",
    "if things go badly on campaign",
    "if it is very bad",
    "if it is bad",
    "if it gets bad",
    "if it goes badly",
    "si las cosas se ponen feas",
    "si las cosas se ponen feas en campana",
    "si las cosas van mal",
    "si las cosas van mal en campana",
];

/// The verb that says which way the modifier goes: its sign is the order's own.
const DEATH_ROLL_VERBS: &[&str] = &[
    "subtract",
    "subtracting",
    "take",
    "taking",
    "deduct",
    "minus",
    "add",
    "adding",
    "i add",
    "i subtract",
    "i take",
    "plus",
    "resto",
    "restar",
    "restando",
    "quito",
    "quitar",
    "sumo",
    "sumar",
    "sumando",
    "anado",
    "anadir",
    // "valentía temeraria, le resto 1 a la tirada de muerte", "temerario, réstele 3",
    // "súmese 2 a la tirada necesaria para morir".
    "restele",
    "reste",
    "restese",
    // "bravura temeraria, réstame 1 en la tirada de muerte" (to the GM: take one off mine).
    "restame",
    "restadme",
    "quitame",
    // "réstenme 2 en la tirada de muerte": the GM addressed as "ustedes".
    "restenme",
    "resten",
    "restenle",
    "quitenme",
    "quitenle",
    "sumenme",
    "sumenle",
    "sumese",
    "sumele",
    "sumame",
    "le resto",
    "le quito",
    "le sumo",
    "le anado",
];

/// Of [`DEATH_ROLL_VERBS`], those that add to the roll (poltroonery); the others take off.
const ADDING_VERBS: &[&str] = &[
    "add", "adding", "i add", "plus", "sumo", "sumar", "sumando", "anado", "anadir", "le sumo",
    "le anado", "sumese", "sumele", "sumame", "sumenme", "sumenle",
];

/// "take 2 off the death roll", "le sumo 2 a la tirada de muerte": the month's choice said by
/// what it does to the death roll ("On campaign he plays the hero:", "si la cosa se pone fea
/// me hago el cobarde," before it are talk, read past). Taking off is reckless bravery,
/// adding is poltroonery.
fn death_roll_modifier(input: &str) -> PResult<'_, MonthlyOrder> {
    // (Anything else after the verb is another order's: "take 400 crowns from ...".)
    let found = |i| {
        let (r, verb) = one_of(DEATH_ROLL_VERBS)(i).ok()?;
        let (r, modifier) = small_number(r).ok()?;
        let (rest, _) = one_of(DEATH_ROLL)(r).ok()?;
        (1..=6)
            .contains(&modifier)
            .then_some((rest, verb, modifier))
    };
    let Some((rest, verb, modifier)) = found(input) else {
        return PErr::at(input).miss();
    };
    let order = match ADDING_VERBS.contains(&verb) {
        true => MonthlyOrder::Poltroonery { modifier },
        false => MonthlyOrder::RecklessBravery { modifier },
    };
    Ok((rest, order))
}

/// The roll the modifier applies to, when the player names it.
const DEATH_ROLL: &[&str] = &[
    "off the death roll",
    "off my death roll",
    "off death rolls",
    "from the death roll",
    "from my death roll",
    "to the death roll",
    "to my death roll",
    "on the death roll",
    "on my death roll",
    "from death rolls",
    "to death rolls",
    "to death roll",
    "from death roll",
    "on death roll",
    // "take 1 off the number he needs to die", "le sumo 1 a la tirada que necesito para
    // morir": the roll, said by what it is for.
    "off the number he needs to die",
    "off the number i need to die",
    "off the number he needs for death",
    "off the number i need for death",
    "to the number for death",
    "off the number for death",
    "to the number he needs for death",
    "to the number i need for death",
    "to the number he needs to die",
    "to the number i need to die",
    "a la tirada necesaria para morir",
    "de la tirada necesaria para morir",
    "a la tirada que necesito para morir",
    "de la tirada que necesito para morir",
    "a la tirada para morir",
    "a la tirada de muerte",
    "de la tirada de muerte",
    "a mi tirada de muerte",
    "de mi tirada de muerte",
    "en la tirada de muerte",
];

/// `monthly_order = [("realizo" | "hago" | "engage in" | ...)] ("conspicuous consumption" | "gastos ostentosos")`
/// `monthly_order = ... | ("poltroonery" | "cobardia") [":"] ["+"] [death_roll_verb] small_number [death_roll]
///                | ("reckless bravery" | "valentia temeraria" | "temeridad") [":"] ["-" | "+"]
///                  [death_roll_verb] small_number [death_roll]`
pub fn monthly_order(input: &str) -> PResult<'_, MonthlyOrder> {
    for order in [
        army::petition,
        admissions::admissions,
        admissions::admissions_label,
    ] {
        match order(input) {
            Err(nom::Err::Error(_)) => {}
            done => return done,
        }
    }
    let (after, prefix) = opt(campaign_prefix).parse(input)?;
    // "si la cosa se pone fea, le sumo 2 a la tirada de muerte" (the modifier alone, with no
    // condition before it, is its own entry of `ORDERS`).
    if prefix.is_some()
        && let Ok(found) = death_roll_modifier(after)
    {
        return Ok(found);
    }
    // "(For the campaign) I take a reckless bravery of 1": the verb and article of choosing
    // before the order's name (the words of when are read past).
    let (after, _) = opt(|i| {
        let (r, _) = one_of(BRAVERY_VERBS)(i)?;
        opt(one_of(&["a", "una", "un", "the", "la"])).parse(r)
    })
    .parse(after)?;
    if let Ok((rest, which)) = one_of(BRAVERY_ORDERS)(after) {
        // "cobardía sin vergüenza: sumo 2", "poltroonery, shamelessly: add 2": a few words of
        // how, before the colon.
        let rest = match rest.find(':') {
            Some(k)
                if k > 0
                    && rest[..k].split_whitespace().count() <= 3
                    && !rest[..k].contains(|c: char| c.is_ascii_digit() || c == ',') =>
            {
                &rest[k..]
            }
            _ => rest,
        };
        let (rest, _) = opt(alt((
            punct(':'),
            punct(','),
            punct('+'),
            punct('-'),
            kw("of"),
            kw("de"),
        )))
        .parse(rest)?;
        let (rest, _) = opt(alt((punct('+'), punct('-')))).parse(rest)?;
        let (rest, _) = opt(one_of(DEATH_ROLL_VERBS)).parse(rest)?;
        // "reckless bravery, modifier 2", "valentía temeraria con modificador 3".
        let (rest, _) = opt(one_of(&[
            "modifier",
            "mod",
            "modifier of",
            "with modifier",
            "with a modifier of",
            "at",
            "modificador",
            "con modificador",
            "con un modificador de",
            // "cobardía con un 1", "poltroonery with a 2".
            "con un",
            "con",
            "with a",
            "with",
        ]))
        .parse(rest)?;
        let (rest, _) = opt(alt((punct(':'), punct('+')))).parse(rest)?;
        let poltroonery = matches!(which, "poltroonery" | "cobardia" | "poltroneria");
        // "poltroonery if it looks bad, add 2 to the death roll": when, then how much, said
        // by the roll (which must go the order's way).
        let later = rest.split_once(',').and_then(|(when, after)| {
            let short = when.split_whitespace().count() <= 8
                && !when.contains(|c: char| c.is_ascii_digit());
            let (r, m) = death_roll_modifier(sp(after)).ok()?;
            let same = matches!(m, MonthlyOrder::Poltroonery { .. }) == poltroonery;
            (short && same).then_some((r, m))
        });
        if small_number(rest).is_err()
            && let Some(found) = later
        {
            return Ok(found);
        }

        let (rest, modifier) = match small_number(rest) {
            Ok((r, n)) if (1..=6).contains(&n) => (r, n),
            // "Reckless bravery, knock 1 off the death roll": how much, told after it.
            _ if let Some(found) = stance_told_after(rest, poltroonery) => return Ok(found),
            _ => {
                return PErr::expected(
                    sp(rest),
                    0,
                    Say::ModifierNumber {
                        which: which.to_string(),
                    },
                )
                .fail();
            }
        };
        let (rest, _) = opt(one_of(DEATH_ROLL)).parse(rest)?;
        // "... if things look bad", "... on campaign": when it applies, said after it.
        let (rest, _) = opt(alt((
            one_of(CAMPAIGN_PREFIXES),
            one_of(&[
                "if things go bad",
                "when things look bad",
                "in campaign",
                "on campaign",
                "en campana",
            ]),
        )))
        .parse(rest)?;
        let order = if poltroonery {
            MonthlyOrder::Poltroonery { modifier }
        } else {
            MonthlyOrder::RecklessBravery { modifier }
        };
        return Ok((rest, order));
    }
    // "make the conspicuous consumption": an article only after the verb.
    let (rest, _) = opt(|i| {
        let (r, _) = one_of(CONSPICUOUS_VERBS)(i)?;
        opt(one_of(&[
            "the",
            "some",
            "a little",
            "a bit of",
            "un poco de",
            "algo de",
        ]))
        .parse(r)
    })
    .parse(input)?;
    let (rest, _) = one_of(CONSPICUOUS)(rest)?;
    Ok((rest, MonthlyOrder::ConspicuousConsumption))
}

/// The campaign stance `text` ends on, named without its number ("Campaign: reckless
/// bravery", "Observaciones: en campaña, valentía temeraria"): true for poltroonery.
pub(super) fn stance_named_last(text: &str) -> Option<bool> {
    let t = text.trim_end_matches(|c: char| !c.is_alphanumeric());
    let name = BRAVERY_ORDERS.iter().find(|n| {
        t.strip_suffix(**n).is_some_and(|before| {
            before.is_empty() || before.ends_with(|c: char| !c.is_alphanumeric())
        })
    })?;
    Some(matches!(*name, "poltroonery" | "cobardia" | "poltroneria"))
}

/// The way one word moves the death roll, by [`DEATH_ROLL_VERBS`] and [`ADDING_VERBS`]:
/// `Some(true)` adding (poltroonery), `Some(false)` taking off (reckless bravery). The
/// character's own verbs too: "he adds 2", "takes 1 off", "le resta 1".
fn death_roll_way(word: &str) -> Option<bool> {
    const HIS: &[(&str, &str)] = &[
        ("adds", "add"),
        ("takes", "take"),
        ("subtracts", "subtract"),
        ("deducts", "deduct"),
        ("knock", "take"),
        ("knocks", "take"),
        // (As a Shetlander writes it: "tak 1 aff da death roll".)
        ("tak", "take"),
        ("suma", "sumo"),
        ("sumale", "sumo"),
        ("resta", "resto"),
        ("restale", "resto"),
        ("quita", "quito"),
        ("quitale", "quito"),
    ];
    let w = HIS
        .iter()
        .find(|(his, _)| *his == word)
        .map_or(word, |(_, v)| *v);
    if ADDING_VERBS.contains(&w) {
        Some(true)
    } else if DEATH_ROLL_VERBS.contains(&w) {
        Some(false)
    } else {
        None
    }
}

/// The first word of `words` that moves the death roll, and whether it adds.
fn death_roll_move(words: &[&str]) -> Option<(usize, bool)> {
    words
        .iter()
        .enumerate()
        .find_map(|(k, w)| death_roll_way(w).map(|adds| (k, adds)))
}

/// A campaign stance said only by what it does to the roll to die, its name unsaid ("On
/// campaign he plays the hero: take 1 off the number I need to roll for death", "Tak 1 aff
/// da death roll"): a verb of adding or taking off with a number from 1 to 6 just after it,
/// and death named in the same sentence. Taking off is reckless bravery, adding poltroonery.
pub(super) fn stance_by_the_roll(text: &str) -> Option<MonthlyOrder> {
    const DEATH: &[&str] = &["die", "dies", "death", "dying", "morir", "muerte"];
    let words: Vec<&str> = super::lex::words_in(text).collect();
    if !words.iter().any(|w| DEATH.contains(w)) {
        return None;
    }
    let (_, poltroonery) = death_roll_move(&words)?;
    stance_told_after(text, poltroonery).map(|(_, order)| order)
}

/// After a campaign stance named without its number ("Campaign: reckless bravery."), the
/// sentence that says it ("Take 1 off the number I need to roll to die", "When the battle is
/// rolled ..., he adds 2 to it"): a verb of adding or taking off, a number from 1 to 6 just
/// after it, and the roll to die named in any words. The verb must go the stance's way. What
/// follows that sentence, and the order.
pub(super) fn stance_told_after(rest: &str, poltroonery: bool) -> Option<(&str, MonthlyOrder)> {
    const THE_ROLL: &[&str] = &[
        "die", "dies", "death", "dying", "killed", "roll", "dice", "morir", "muerte", "tirada",
    ];
    // Its own sentence or clause: it starts after a full stop, a semicolon or a comma (or at
    // once), and runs to the next full stop.
    let text = rest.trim_start_matches(['.', ';', ',', ':', ' ']);
    let end = text.find(['.', ';', '\n']).unwrap_or(text.len());
    let sentence = &text[..end];
    if sentence.len() > 200 {
        return None;
    }
    let words: Vec<&str> = super::lex::words_in(sentence).collect();
    if !words.iter().any(|w| THE_ROLL.contains(w)) {
        return None;
    }
    let (at, _) = death_roll_move(&words).filter(|(_, adds)| *adds == poltroonery)?;
    let modifier = words[at + 1..]
        .iter()
        .take(2)
        .find_map(|w| {
            small_number(w)
                .ok()
                .filter(|(r, _)| r.is_empty())
                .map(|(_, n)| n)
        })
        .filter(|n| (1..=6).contains(n))?;
    let order = if poltroonery {
        MonthlyOrder::Poltroonery { modifier }
    } else {
        MonthlyOrder::RecklessBravery { modifier }
    };
    Some((text.get(end + 1..).unwrap_or(""), order))
}

/// ```text
/// practice = practice_verb [fencing_word] [weapon_spec]
///          | weapon ("practice" | "practise")
/// practice_verb = "practice" | "practise" | "fence" | "train" | "practico" | "practicar" | ...
/// weapon_spec = ("with" | "con" | "de" | "at" | "in") weapon_ref | weapon_ref
/// ```
pub fn practice(input: &str) -> PResult<'_, Draft<'_>> {
    if let Ok((rest, w)) = weapon_name(input)
        && let Ok((rest, _)) = one_of(&["practice", "practise"])(rest)
    {
        return Ok((rest, Draft::Practice(Some(w))));
    }
    if let Ok((rest, _)) = one_of(WORK_ON)(input) {
        // Only a weapon makes it practice: "improve my standing" is no order of his.
        let (rest, _) = opt(one_of(&["my", "mi"])).parse(rest)?;
        let (rest, w) = match weapon_name(rest) {
            Ok((r, w)) => (r, Some(w)),
            Err(_) => match one_of(FENCING_WORDS)(rest) {
                Ok((r, _)) => (r, None),
                Err(_) => return PErr::at(input).miss(),
            },
        };
        let (rest, _) =
            opt(one_of(&["skills", "skill", "technique", "play", "work"])).parse(rest)?;
        return Ok((rest, Draft::Practice(w)));
    }
    let (rest, _) = one_of(PRACTICE_VERBS)(input)?;
    // "Practico de nuevo con el rapier", "practise again with the sabre".
    let (rest, _) = opt(one_of(&["again", "once more", "de nuevo", "otra vez"])).parse(rest)?;
    let (rest, _) = opt(one_of(FENCING_WORDS)).parse(rest)?;
    if let Ok((after, _)) = one_of(&["with", "con", "de", "at", "in"])(rest) {
        let (rest, w) = cut(weapon_ref).parse(after)?;
        return Ok((rest, Draft::Practice(w)));
    }
    let (rest, w) = opt(weapon_ref).parse(rest)?;
    Ok((rest, Draft::Practice(w.flatten())))
}

/// ```text
/// weapon_ref = [article | "my" | "mi"] (regiment_weapon ["(" weapon ")"] | weapon)
/// regiment_weapon = "regimental weapon" | "arma del regimiento" | ...
/// ```
/// The regiment's weapon is `None`, even when the player names it in brackets.
pub fn weapon_ref(input: &str) -> PResult<'_, Option<Weapon>> {
    let (i, _) = opt(one_of(&["the", "my", "a", "el", "la", "mi", "un", "una"])).parse(input)?;
    // "my old cutlass", "my trusty rapier", "mi vieja espada": a word of fondness before it.
    let (i, _) = opt(one_of(&[
        "old",
        "trusty",
        "new",
        "favourite",
        "favorite",
        "good",
        "own",
        "fathers",
        "faithful",
        "beloved",
        "vieja",
        "viejo",
        "querida",
        "buena",
        "fiel",
        "nueva",
    ]))
    .parse(i)?;
    if let Ok((rest, _)) = one_of(REGIMENT_WEAPON)(i) {
        if let Ok((after, _)) = punct('(')(rest) {
            let (after, _) = cut(weapon).parse(after)?;
            let (after, _) = cut(punct(')')).parse(after)?;
            return Ok((after, None));
        }
        return Ok((rest, None));
    }
    weapon(i).map(|(r, w)| (r, Some(w)))
}

/// A weapon's name, with no suggestion when there is none (cheap: for looking ahead).
pub(super) fn weapon_name(input: &str) -> PResult<'_, Weapon> {
    longest(input, WEAPON_NAMES.iter().copied()).map(|(r, (_, w))| (r, w))
}

/// `weapon = "rapier" | "sabre" | "cutlass" | "dagger" | "foil" | "two-handed sword" | "estoque" | ...`
pub fn weapon(input: &str) -> PResult<'_, Weapon> {
    match longest(input, WEAPON_NAMES.iter().copied()) {
        Ok((rest, (_, w))) => Ok((rest, w)),
        Err(_) => {
            let (span, guess) = near_miss(input, suggest_weapon);
            PErr::expected(sp(input), span.len(), Say::Weapon { guess }).miss()
        }
    }
}

/// `visit_bawdyhouse = visit_verb [article] bawdy_noun [["with" | "and take"] companionship]`
pub fn visit_bawdyhouse(input: &str) -> PResult<'_, Draft<'_>> {
    let (rest, _) = one_of(VISIT_VERBS)(input)?;
    let (rest, _) = opt(one_of(ARTICLES)).parse(rest)?;
    let (rest, _) = one_of(BAWDY_NOUNS)(rest)?;
    let (rest, c) = opt(one_of(COMPANIONSHIP)).parse(rest)?;
    let (rest, carried) = opt(society::carry).parse(rest)?;
    let (rest, c2) = opt(one_of(COMPANIONSHIP)).parse(rest)?;
    if carried.is_some() || c2.is_some() {
        return Ok((
            rest,
            Draft::Done(Action::VisitBawdyhouse {
                carouse: false,
                companionship: c.is_some() || c2.is_some(),
                gamble: None,
                crowns_carried: carried,
            }),
        ));
    }
    Ok((
        rest,
        Draft::VisitBawdyhouse {
            carouse: false,
            companionship: c.is_some(),
        },
    ))
}

/// "la visito": the words that start a visit to the lady just named.
const LA_VISITO: &[&str] = &[
    "la visito",
    "visitarla",
    "la veo",
    "voy a verla",
    "at her side",
    "by her side",
    "spend the week at her side",
    "spend the whole week at her side",
    "spend the week by her side",
    "spend the whole week by her side",
    "stay at her side",
    "a su lado",
    "paso la semana a su lado",
    "paso la semana con ella",
    "paso la semana entera con ella",
    "pasa la semana con ella",
    "me quedo con ella",
    "junto a ella",
];

/// Verbs of a visit to one's mistress, besides [`VISIT_VERBS`].
const MISTRESS_VERBS: &[&str] = &[
    "see",
    "veo a",
    "a week with",
    "the week with",
    "spend the week with",
    "spend a week with",
    "spend time with",
    "time with",
    "pay a call on",
    "pay a visit to",
    "call on",
    "stay with",
    "una semana con",
    "la semana con",
    "paso la semana con",
    "me quedo con",
];

/// Verbs of a week spent in someone's company: with a lady's name after them, a visit to
/// one's mistress.
pub(super) const COMPANY_VERBS: &[&str] = &[
    // "wk 4 - see clemence": the week with her, as a phone writes it.
    "see",
    "go see",
    "a week with",
    "the week with",
    "spend the week with",
    "spend a week with",
    "spend the whole week with",
    "spend my week with",
    "spend time with",
    "stay with",
    "una semana con",
    "la semana con",
    "paso la semana con",
    "paso la semana entera con",
    "me quedo con",
];

/// What follows "spend the week with" when it is not a lady: company, a place, a pronoun.
const NOT_A_LADY: &[&str] = &[
    // ("follow her and see where she goes": what he will see.)
    "where",
    "what",
    "how",
    "if",
    "whether",
    "who",
    "whom",
    "that",
    "to",
    "about",
    "my",
    "mi",
    "mis",
    "the",
    "a",
    "an",
    "his",
    "her",
    "him",
    "some",
    "friends",
    "comrades",
    "fellow",
    "amigos",
    "companeros",
    "los",
    "las",
    "unos",
    "unas",
    "el",
    "su",
    "sus",
    "nobody",
    "no one",
    "nadie",
    "them",
    "ellos",
    "ella",
    "el regimiento",
    "regiment",
    // "I want to see it myself": the play, not a lady.
    "it",
];

/// `visit_mistress = (visit_verb | "see") ["a"] ["my" | "mi"] ("mistress" | "dama" | "amante") [name]`
pub fn visit_mistress(input: &str) -> PResult<'_, Draft<'_>> {
    // "la visito", "visit her (as my new mistress)": only a mistress is visited.
    if let Ok((rest, _)) = one_of(LA_VISITO)(input) {
        // "voy a verla en platea": the play is seen there, not the lady.
        if let Ok((r, seat)) = one_of(&[
            "en platea",
            "en palco",
            "en un palco",
            "desde platea",
            "desde un palco",
        ])(rest)
        {
            let seat = if seat.contains("palco") {
                crate::orders::Seat::Box
            } else {
                crate::orders::Seat::Stalls
            };
            let guests = Vec::new();
            return Ok((r, Draft::Done(Action::Theatre { seat, guests })));
        }
        return Ok((rest, Draft::VisitMistress { named: None }));
    }
    if let Ok((rest, _)) = alt((one_of(VISIT_VERBS), one_of(MISTRESS_VERBS))).parse(input)
        && let Ok((rest, _)) = kw("her")(rest)
    {
        let (rest, _) = opt(one_of(&[
            "as my new mistress",
            "as my mistress",
            "now my mistress",
        ]))
        .parse(rest)?;
        return Ok((rest, Draft::VisitMistress { named: None }));
    }
    // "I spend the week with Mathilde", "paso la semana con Leonor": a week in a lady's
    // company is a week with one's mistress (whether she is his, the month decides).
    if let Ok((r, _)) = one_of(COMPANY_VERBS)(input)
        && one_of(NOT_A_LADY)(r).is_err()
        && let Ok((r, n)) = preceded(opt(one_of(&["the lady", "la dama"])), name).parse(r)
        && n.split(' ').count() <= 5
        && (sp(r).is_empty() || sp(r).starts_with([',', ';', '.', '(', '!']))
    {
        return Ok((r, Draft::VisitMistress { named: Some(n) }));
    }
    let (rest, _) = alt((one_of(VISIT_VERBS), one_of(MISTRESS_VERBS))).parse(input)?;
    // "Visito a Doña Beatriz", "visit Mme de Chazelles": a lady called on by her title is
    // one's mistress (whether she is his, the month decides).
    if let Ok((r, _)) = preceded(opt(kw("a")), one_of(TITLES_OF_LADIES)).parse(rest)
        && let Ok((r, _)) = name(r)
    {
        let n = sp(rest);
        let n = n[..n.len() - r.len()].trim_start_matches("a ").trim();
        return Ok((r, Draft::VisitMistress { named: Some(n) }));
    }
    // "I visit Armande and I propose marriage to her", "visit Aurore and ask her to marry me",
    // "visito a Léopoldine y le propongo matrimonio": a lady called on by her bare name,
    // when what follows is said to her (not a club's).
    let rest = match kw("a")(rest) {
        Ok((r, _)) if one_of(&["la", "el", "los", "las"])(r).is_err() => r,
        _ => rest,
    };
    if let Ok((r, n)) = name(rest)
        && super::club::club_ref(rest).is_err()
        && one_of(&[
            "my", "the", "a", "an", "his", "her", "our", "mi", "el", "la", "su", "un", "una",
        ])(rest)
        .is_err()
        && !is_order_word(sp(rest))
        && n.split(' ').count() <= 4
        && said_to_her(r)
    {
        return Ok((r, Draft::VisitMistress { named: Some(n) }));
    }
    // "Visit Léonie.": a lady called on by a lady's given name alone, the week's whole order.
    // ("Visit Isaure – Christmas.": what the week is, after a dash.)
    if let Ok((r, n)) = name(rest)
        && super::club::club_ref(rest).is_err()
        && n.split(' ').count() <= 3
        && super::ladies::is_lady(n)
        && (sp(r).is_empty() || sp(r).starts_with([',', ';', '.', '!', '-', '(']))
    {
        return Ok((r, Draft::VisitMistress { named: Some(n) }));
    }
    // "Visit Mlle Roland, my mistress", "visit the lady Jacquette (my mistress)": her name,
    // then what she is to him.
    if let Ok((r, n)) = preceded(
        opt(one_of(&["the lady", "lady", "la dama", "a la dama", "a"])),
        name,
    )
    .parse(rest)
        && let Ok((r, open)) = alt((punct(','), punct('('))).parse(r)
        && let Ok((r, _)) = preceded(opt(one_of(&["my", "mi"])), one_of(MISTRESS_NOUNS)).parse(r)
    {
        let r = if open == "(" {
            opt(punct(')')).parse(r)?.0
        } else {
            r
        };
        return Ok((r, Draft::VisitMistress { named: Some(n) }));
    }
    let (rest, _) = opt(kw("a")).parse(rest)?;
    let (rest, own) = opt(one_of(&["my", "mi", "the", "his", "su"])).parse(rest)?;
    // "my mistress's house" (folded: "mistresss house"); "his lady Clémence" (only with
    // "my" or "his": "the lady" may be any lady).
    let (rest, _) = alt((
        one_of(&["mistresss house", "mistresss home", "mistresss"]),
        one_of(MISTRESS_NOUNS),
        |i| match own {
            Some("my" | "his") => one_of(&[
                "lady",
                "ladys house",
                "ladys home",
                "girl",
                "girlfriend",
                "sweetheart",
                "lass",
                "beloved",
                "darling",
                "lover",
            ])(i),
            _ => PErr::at(i).miss(),
        },
    ))
    .parse(rest)?;
    let (rest, named) = opt(alt((bracketed_name, name, apposition))).parse(rest)?;
    Ok((rest, Draft::VisitMistress { named }))
}

/// What follows a name after "visit" is said to a lady: "and propose to her", "y le pido la
/// mano", "with a ring".
fn said_to_her(rest: &str) -> bool {
    let text: String = sp(rest).chars().take(80).collect::<String>().to_lowercase();
    let mut words = text
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty());
    let Some(joiner) = words.next() else {
        return false;
    };
    if !matches!(joiner, "and" | "y" | "with" | "con" | "then" | "luego") {
        return false;
    }
    words.take(8).any(|w| {
        matches!(
            w,
            "her"
                | "she"
                | "le"
                | "propose"
                | "proposal"
                | "marry"
                | "marriage"
                | "hand"
                | "ring"
                | "gift"
                | "gifts"
                | "flowers"
                | "propongo"
                | "pido"
                | "matrimonio"
                | "anillo"
                | "regalo"
        )
    })
}

/// ", Constance," after "my mistress": her name, when no order follows the comma.
fn apposition(input: &str) -> PResult<'_, &str> {
    let (rest, _) = punct(',')(input)?;
    if starts_item(rest) {
        return PErr::at(rest).miss();
    }
    let (after, n) = name(rest)?;
    let after = sp(after);
    if !(after.is_empty() || after.starts_with([',', ';', '.'])) || n.split(' ').count() > 5 {
        return PErr::at(rest).miss();
    }
    Ok((after, n))
}

/// `regimental_duty = [duty_verb] [duty_owner] duty_noun`
pub fn regimental_duty(input: &str) -> PResult<'_, Draft<'_>> {
    let (rest, _) = opt(one_of(DUTY_VERBS)).parse(input)?;
    let (rest, _) = opt(one_of(DUTY_OWNERS)).parse(rest)?;
    let (rest, _) = one_of(DUTY_NOUNS)(rest)?;
    Ok((rest, Draft::RegimentalDuty))
}

/// `rest = "rest" | "recover" | "do nothing" | "descanso" | "descansar" | "reposo" | ...`
pub fn rest(input: &str) -> PResult<'_, Draft<'_>> {
    let (r, _) = one_of(REST_WORDS)(input)?;
    // "Rest of the week: rapier practice", "el resto de la semana": the rest of it.
    if one_of(&["of the week", "of that week", "of the month", "of it"])(r).is_ok() {
        return PErr::at(input).miss();
    }
    // "..., nothing more to say", "nada más que decir": he has said his reason.
    if one_of(&["more to say", "else to say", "mas que decir"])(r).is_ok() {
        return PErr::at(input).miss();
    }
    Ok((r, Draft::Rest))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(text: &str) -> Item<'_> {
        let (rest, it) = item(text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        assert_eq!(rest.trim(), "", "{text}");
        it
    }

    fn act(text: &str) -> Draft<'_> {
        match all(text) {
            Item::Action(a) => a,
            other => panic!("{text}: {other:?}"),
        }
    }

    fn visit(club: Option<Club>) -> Draft<'static> {
        Draft::VisitClub {
            club,
            carouse: false,
            host: None,
            guests: vec![],
            with_mistress: false,
        }
    }

    #[test]
    fn practice_forms() {
        let p = |w| Draft::Practice(w);
        assert_eq!(act("practice with rapier"), p(Some(Weapon::Rapier)));
        assert_eq!(act("practise with the sabre"), p(Some(Weapon::Sabre)));
        assert_eq!(act("practice rapier"), p(Some(Weapon::Rapier)));
        assert_eq!(act("rapier practice"), p(Some(Weapon::Rapier)));
        assert_eq!(act("fence"), p(None));
        assert_eq!(
            act("fencing practice with two-handed sword"),
            p(Some(Weapon::TwoHandedSword))
        );
        assert_eq!(act("practice with the regimental weapon"), p(None));
        assert_eq!(
            act("practico esgrima con el arma del regimiento(rapier)"),
            p(None)
        );
        assert_eq!(act("practicar esgrima"), p(None));
        assert_eq!(act("practico esgrima con florete"), p(Some(Weapon::Foil)));
        assert_eq!(
            act("voy a practicar esgrima con el sable"),
            p(Some(Weapon::Cutlass))
        );
        let Err(nom::Err::Failure(e)) = item("practice with rapeir") else {
            panic!()
        };
        assert_eq!(
            e.expected.and_then(|s| s.suggestion()).as_deref(),
            Some("did you mean rapier?")
        );
        assert_eq!(e.at, "rapeir");
    }

    #[test]
    fn visit_club_forms() {
        assert_eq!(act("visit my club"), visit(None));
        assert_eq!(act("voy a mi club"), visit(None));
        assert_eq!(act("go to hunters"), visit(Some(Club::Hunters)));
        assert_eq!(
            act("visit the frog and peach"),
            visit(Some(Club::FrogAndPeach))
        );
        assert_eq!(
            act("voy al club \"tuiles bleues\""),
            visit(Some(Club::BlueGables))
        );
        assert_eq!(act("visit les chasseurs"), visit(Some(Club::Hunters)));
        let Draft::VisitClub { guests, .. } = act("go to hunters with falstaff and porthos") else {
            panic!()
        };
        assert_eq!(guests, vec!["falstaff", "porthos"]);
        let Draft::VisitClub { host, .. } = act("visit bothwells as the guest of cyrano") else {
            panic!()
        };
        assert_eq!(host, Some("cyrano"));
        let Draft::VisitClub { with_mistress, .. } = act("visit my club with my mistress") else {
            panic!()
        };
        assert!(with_mistress);
        let Draft::VisitClub { carouse, .. } = act("carouse at bothwells") else {
            panic!()
        };
        assert!(carouse);
        let Err(nom::Err::Failure(e)) = item("visit hunterz") else {
            panic!()
        };
        assert_eq!(
            e.expected.and_then(|s| s.suggestion()).as_deref(),
            Some("did you mean Hunter's?")
        );
        assert_eq!((e.at, e.len), ("hunterz", 7));
    }

    #[test]
    fn join_and_resign() {
        assert_eq!(act("join hunters"), Draft::JoinClub(Club::Hunters));
        assert_eq!(
            act("join the blue gables"),
            Draft::JoinClub(Club::BlueGables)
        );
        assert_eq!(
            act("me apunto al club \"tuiles bleues\""),
            Draft::JoinClub(Club::BlueGables)
        );
        assert_eq!(act("me apunto a ch"), Draft::JoinClub(Club::Hunters));
        assert_eq!(
            act("join royal foot guards as captain"),
            Draft::Done(Action::ApplyRegiment {
                regiment: crate::vocab::Regiment::RoyalFootGuards,
                rank: Some(crate::vocab::Rank::Captain)
            })
        );
        assert!(matches!(item("join my club"), Err(nom::Err::Failure(_))));
        assert_eq!(act("resign from my club"), Draft::ResignClub);
        assert_eq!(act("resign"), Draft::ResignClub);
        assert_eq!(act("leave hunters"), Draft::ResignClub);
        assert_eq!(act("me doy de baja del club"), Draft::ResignClub);
    }

    #[test]
    fn bawdyhouse_and_mistress() {
        let b = |carouse, companionship| Draft::VisitBawdyhouse {
            carouse,
            companionship,
        };
        assert_eq!(act("visit bawdyhouse"), b(false, false));
        assert_eq!(
            act("visit the bawdy house with female companionship"),
            b(false, true)
        );
        assert_eq!(act("voy al burdel"), b(false, false));
        assert_eq!(act("carouse at the bawdyhouse"), b(true, false));
        assert_eq!(
            act("visit my mistress"),
            Draft::VisitMistress { named: None }
        );
        assert_eq!(
            act("visito a mi dama"),
            Draft::VisitMistress { named: None }
        );
        assert_eq!(
            act("visit my mistress roxanne"),
            Draft::VisitMistress {
                named: Some("roxanne")
            }
        );
    }

    #[test]
    fn court_forms() {
        let c = |lady, extra_gifts| Draft::Court { lady, extra_gifts };
        assert_eq!(act("court roxanne"), c(Lady::Name("roxanne"), 0));
        assert_eq!(act("court mistress roxanne"), c(Lady::Name("roxanne"), 0));
        assert_eq!(
            act("court mistress number 4 (roxanne)"),
            c(Lady::Name("roxanne"), 0)
        );
        assert_eq!(act("court mistress no. 4"), c(Lady::Number(4), 0));
        assert_eq!(
            act("cortejo a juliette labelle"),
            c(Lady::Name("juliette labelle"), 0)
        );
        assert_eq!(
            act("court roxanne with 2 extra gifts"),
            c(Lady::Name("roxanne"), 2)
        );
        assert_eq!(
            act("court mme. roxanne with an extra gift"),
            c(Lady::Name("mme. roxanne"), 1)
        );
        assert_eq!(
            act("cortejo a juliette con 3 regalos extra"),
            c(Lady::Name("juliette"), 3)
        );
        let (rest, _) = item("court roxanne with 2 gifts").unwrap();
        assert_eq!(
            rest, " with 2 gifts",
            "two gifts in all, or two extra? not a guess"
        );
    }

    #[test]
    fn duty_rest_monthly_ditto_modifiers() {
        for text in [
            "regimental duty",
            "duty with the regiment",
            "do regimental duty",
            "obligaciones regimentales",
            "la dedico a mis obligaciones regimentales",
            "servicio en el regimiento",
        ] {
            assert_eq!(act(text), Draft::RegimentalDuty, "{text}");
        }
        for text in ["rest", "descanso", "i rest this week"] {
            assert_eq!(act(text), Draft::Rest, "{text}");
        }
        let cc = Item::Monthly(MonthlyOrder::ConspicuousConsumption);
        assert_eq!(all("conspicuous consumption"), cc);
        assert_eq!(
            all("a lo largo de todo el mes realizo gastos ostentosos"),
            cc
        );
        assert_eq!(all("ditto"), Item::Ditto(None));
        assert_eq!(all("lo mismo que la semana 2"), Item::Ditto(Some(2)));
        assert_eq!(all("same as week 1"), Item::Ditto(Some(1)));
        assert_eq!(all("carouse"), Item::Modifier(Modifier::Carouse));
        assert_eq!(
            all("bebo hasta reventar"),
            Item::Modifier(Modifier::Carouse)
        );
        assert_eq!(
            all("and take female companionship"),
            Item::Modifier(Modifier::Companionship)
        );
    }

    #[test]
    fn what_starts_an_order() {
        assert!(starts_item(" carouse"));
        assert!(starts_item(" then visit my club"));
        assert!(starts_item(" si acepta"));
        assert!(!starts_item(" porthos"));
        assert!(!starts_item(" peach"));
    }
}
