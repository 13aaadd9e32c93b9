//! The stakes of a night's gambling, in every shape players write them ("3 bets of 50", "2 x
//! 40", "dos veces 150 coronas y una vez 200", "bets of 150, 150 and 125, cutting if the house
//! rolls a 6"), and the cut.

use super::*;

/// Where the stakes are laid, which changes nothing: "100 crowns upon the dice".
const DICE: &[&str] = &[
    "upon the dice",
    "on the dice",
    "at the dice",
    "at dice",
    "on dice",
    "at the tables",
    "at the table",
    "at cards",
    "a los dados",
    "en los dados",
    "a las cartas",
    "en la mesa",
];

/// Words that say bets.
pub(super) const BET_NOUNS: &[&str] = &[
    "bets", "bet", "wagers", "wager", "stakes", "throws", "apuestas", "apuesta", "rounds", "hands",
    "games", "manos", "tiradas", "partidas", "jugadas", "rondas",
    // "hago tres puestas de 30 coronas": the stake laid down, as the tables say it.
    "puestas", "puesta", // "one hand of 300": one of them.
    "hand", "throw", "round", "mano", "tirada", "partida", "jugada", "ronda",
];

/// The stakes of a night's gambling, in every shape players write them:
/// ```text
/// bets = [gamble_verb] [":"] stakes [cut]
/// stakes = N bet_noun ["of" | "de" | "at"] crowns ["each" | "cada una"] [groups]
///        | N ("x" | "*") crowns | crowns ("x" | "*") N "times"
///        | crowns (N ("times" | "veces") | "twice" | "three times" | ...)
///        | crowns ("," | "and" | "y") crowns ...            (after a gamble verb)
/// groups = ["," | ":"] ["the" | "las"] K ("first" | "primeras") ("of" | "de") crowns
///          ("and" | "y") ["the" | "las"] ("other" | "otras" | "rest") [M] ("of" | "de") crowns
/// ```
/// More than nine bets is a failure that says so (000, Gambling).
pub fn bets(input: &str) -> PResult<'_, Gamble> {
    // "for a single wager of 500": "for" is no gambling verb (the stakes must say bets).
    let (i, _) = opt(one_of(&["for", "por"])).parse(input)?;
    // "Stakes rising through the evening: 100, then 150": a label, whatever its words.
    if let Some(i) = stakes_label(i) {
        return stakes_and_cut(input, i, true);
    }
    let (i, verb) = opt(one_of(&[
        "gamble",
        "gambling",
        "and gamble",
        "bet",
        "betting",
        "and bet",
        "wager",
        "wagering",
        "dice",
        "and dice",
        "play dice",
        "play at dice",
        "play at the dice",
        "play",
        "playing",
        "stake",
        "staking",
        "and stake",
        "apuesto",
        "apostare",
        "y apostare",
        "jugare",
        "y jugare",
        "y apuesto",
        "apostando",
        // "a beber y a jugar a los dados, tres apuestas de 20".
        "jugar a los dados",
        "a jugar a los dados",
        "juego a los dados",
        "y juego a los dados",
        "jugando a los dados",
        "play at dice",
        "juego",
        "y juego",
        "jugando",
        "hago",
        "y hago",
        "haciendo",
        "make",
        "place",
        "i place",
        "i make",
        "bets",
        "i bet",
        // Of his character: "He plays: 100 on the first throw, ...".
        "he play",
        "he bet",
        "he wager",
        "he gamble",
        "he stake",
        // "and I put down 300 and then 200".
        "put down",
        "i put down",
        "and put down",
        "lay down",
        "i lay down",
        "and lay down",
    ]))
    .parse(i)?;
    // "play it the same week: three hands of 500", "juego allí esa semana, dos manos de 300":
    // where and when, said between the verb and its stakes.
    let i = match verb {
        Some(_) => {
            let (i, _) = opt(one_of(&["it", "there", "at it", "alli", "alla"])).parse(i)?;
            let (i, _) = opt(one_of(&[
                "the same week",
                "that same week",
                "that week",
                "this week",
                "la misma semana",
                "esa semana",
                "esta semana",
            ]))
            .parse(i)?;
            opt(alt((punct(':'), punct(',')))).parse(i)?.0
        }
        None => i,
    };
    let phrase = stakes_and_cut(input, i, verb.is_some());
    // "hago tres apuestas: dos de 200 y la tercera de 100", "I bet 100, after 100, after
    // 50": stakes told in groups, when they run further than a shape above took them.
    let bets_said = verb.is_some() || count(i).is_ok_and(|(r, _)| one_of(BET_NOUNS)(r).is_ok());
    if bets_said && let Some((rest, list)) = super::tally::tally(i) {
        let further = match &phrase {
            Ok((r, _)) => rest.len() < r.len(),
            Err(nom::Err::Error(_)) => true,
            Err(_) => false,
        };
        if further {
            let (rest, cut_at) = opt(cut_on).parse(rest)?;
            let bets = list.into_iter().map(|crowns| Bet { crowns }).collect();
            return Ok((rest, Gamble { bets, cut_at }));
        }
    }
    phrase
}

/// After "Stakes ...:" or "Apuestas ...:": a label of a few words without numbers.
fn stakes_label(i: &str) -> Option<&str> {
    let (r, _) = one_of(&[
        "stakes",
        "my stakes",
        "the stakes",
        "wagers",
        "my wagers",
        "apuestas",
        "mis apuestas",
        "las apuestas",
    ])(i)
    .ok()?;
    let colon = r.find(':')?;
    let words = &r[..colon];
    (words.split_whitespace().count() <= 6 && !words.contains(|c: char| c.is_ascii_digit()))
        .then(|| &r[colon + 1..])
}

/// The stakes after a gambling verb (`verb`) or none, and the cut: [`bets`] without its verb.
/// `input` is where the gambling started, for the diagnostic.
pub fn stakes_and_cut<'a>(input: &'a str, i: &'a str, verb: bool) -> PResult<'a, Gamble> {
    // "juego allí cuatro manos", "bet: 3 x 50", "wagering a hundred crowns": what may stand
    // between the verb and the stakes, when the stakes do not start there.
    let (rest, list) = match stakes(i, verb) {
        Err(nom::Err::Error(_)) => {
            // "juego ahí mismo: dos manos de 350": a few of them.
            let (i, _) = nom::multi::many_m_n(
                0,
                3,
                alt((
                    punct(':'),
                    punct(','),
                    kw("at"),
                    kw("a"),
                    kw("there"),
                    kw("alli"),
                    kw("alla"),
                    kw("ahi"),
                    kw("mismo"),
                    // "bets of 40, 20 and 20".
                    kw("of"),
                    kw("de"),
                )),
            )
            .parse(i)?;
            // "juego allí esa misma semana: 3 manos de 400".
            let (i, _) = opt(|i| {
                let (i, _) = one_of(&[
                    "esa misma semana",
                    "esa semana",
                    "la misma semana",
                    "that same week",
                    "that week",
                    "the same week",
                    "this week",
                    "esta semana",
                ])(i)?;
                opt(alt((punct(':'), punct(',')))).parse(i)
            })
            .parse(i)?;
            stakes(i, verb)?
        }
        found => found?,
    };
    if list.is_empty() {
        return PErr::at(input).miss();
    }
    if list.len() > 9 {
        return PErr::expected(sp(input), 0, Say::NineBets).fail();
    }
    let (rest, cut_at) = opt(cut_on).parse(rest)?;
    let bets = list.into_iter().map(|crowns| Bet { crowns }).collect();
    Ok((rest, Gamble { bets, cut_at }))
}

/// `cut`, also "cut on 6", "cut at a 6", "cortando si la Casa saca un 5 o más".
fn cut_on(input: &str) -> PResult<'_, u8> {
    let (i, _) = opt(alt((punct(','), kw("and"), kw("y")))).parse(input)?;
    if let Ok((r, _)) = one_of(&[
        "cut on",
        "cut at",
        "cut@",
        "cut @",
        "cutting on",
        "cutting at",
        "corto en",
        "corto a",
    ])(i)
    {
        let (r, _) = opt(one_of(&["a", "un"])).parse(r)?;
        let (r, n) = small_number(r)?;
        if (1..=6).contains(&n) {
            return Ok((r, n));
        }
        return PErr::expected(sp(i), 0, Say::CutAt).fail();
    }
    cut(i)
}

fn stakes(input: &str, verb: bool) -> PResult<'_, Vec<u32>> {
    // "I bet 200 once, then 100 twice", "apuesto 200 una vez y 100 dos veces": after the
    // verb, the first group may say its count too.
    let first = |i| match verb {
        true => repeated_stake(i),
        false => PErr::at(i).miss(),
    };
    let (mut r, mut list) = first(input).or_else(|_| stake_group(input, verb))?;
    // "bets 40 40 30": after the verb, stakes one after the other with nothing between.
    if verb && list.len() == 1 {
        while let Ok((r2, c)) = crowns(r) {
            let next = sp(r2);
            if r2.len() == r.len()
                || !r.starts_with(' ')
                || !(next.is_empty() || next.starts_with([',', '.', ';']) || sp(r2) != r2)
            {
                break;
            }
            list.push(c);
            r = r2;
        }
    }
    // "Bets 50/50/100": stakes between slashes.
    while let Some(after) = r.strip_prefix('/')
        && let Ok((r2, c)) = crowns(after)
    {
        list.push(c);
        r = r2;
    }
    // "dos veces 150 coronas y una vez 200", "3 x 50 and once 100": more groups after it.
    while let Ok((r2, more)) = (|i| {
        // ("2 bets of 40 n 1 of 20": a phone's "and".)
        let (i, _) = alt((
            punct(','),
            punct('&'),
            kw("and"),
            kw("y"),
            kw("plus"),
            kw("n"),
        ))
        .parse(i)?;
        let (i, _) = opt(one_of(&["then", "luego", "despues"])).parse(i)?;
        repeated_stake(i)
    })(r)
    {
        list.extend(more);
        r = r2;
    }
    Ok((r, list))
}

/// A stake and how many times it is bet, after another: "una vez 200", "once 100", "twice
/// 50", "two times 40", "3 times 25", "200 once", "50 twice".
fn repeated_stake(input: &str) -> PResult<'_, Vec<u32>> {
    fn times(i: &str) -> PResult<'_, u8> {
        const TIMES: &[(&str, u8)] = &[
            ("once", 1),
            ("one time", 1),
            ("una vez", 1),
            // "apuesto 250 una sola vez", "250 just once".
            ("una sola vez", 1),
            ("solo una vez", 1),
            ("una unica vez", 1),
            ("just once", 1),
            ("only once", 1),
            ("a single time", 1),
            // "75, luego 50 y otra vez 50": once more.
            ("otra vez", 1),
            ("once more", 1),
            ("una vez mas", 1),
            ("twice", 2),
            ("two times", 2),
            ("dos veces", 2),
            ("thrice", 3),
        ];
        if let Ok((r, (_, n))) = super::super::lex::longest(i, TIMES.iter().copied()) {
            return Ok((r, n));
        }
        // ("200 once": a stake, not a count; no error of its own.)
        let Ok((r, n)) = count(i) else {
            return PErr::at(i).miss();
        };
        let (r, _) = one_of(&["times", "veces"])(r)?;
        Ok((r, n))
    }
    // "y luego una de 50", "and one of 50", "y otra de 300": one more bet.
    let one_more = |i| {
        let (i, _) = one_of(&[
            "una de",
            "otra de",
            "una mas de",
            "one of",
            "one at",
            "one more of",
            "one more at",
            "another of",
            "another at",
        ])(i)?;
        let (i, each) = crowns(i)?;
        Ok((i, vec![each]))
    };
    // "y después dos de 100", "then two at 50": a few more bets of a stake.
    let few_of = |i| {
        let Ok((i, n)) = count(i) else {
            return PErr::at(i).miss();
        };
        let (i, _) = one_of(&["de", "of", "at", "a"])(i)?;
        let (i, each) = crowns(i)?;
        Ok((i, vec![each; usize::from(n)]))
    };
    let before = |i| {
        let (i, n) = times(i)?;
        let (i, _) = opt(one_of(&["of", "at", "for", "de", "a", "por"])).parse(i)?;
        let (i, each) = crowns(i)?;
        Ok((i, vec![each; usize::from(n)]))
    };
    let after = |i| {
        let (i, each) = crowns(i)?;
        let (i, n) = times(i)?;
        Ok((i, vec![each; usize::from(n)]))
    };
    // "150 crowns on each of three throws", "100 on each of the next two", "200 on the first
    // throw": the stake, then the throws it is on.
    let on_throws = |i| {
        let (i, each) = crowns(i)?;
        // "300 on the first throw and 150 on the second".
        if let Ok((r, _)) = one_of(&[
            "on the first throw",
            "on the first hand",
            "on the first roll",
            "on the first",
            "on the second throw",
            "on the second hand",
            "on the second",
            "on the third throw",
            "on the third",
            "on the next",
            "on the next throw",
            "on the last",
            "on the last throw",
            "en la primera",
            "en la segunda",
            "en la tercera",
        ])(i)
        {
            return Ok((r, vec![each]));
        }
        let (i, _) = one_of(&["on each of", "en cada una de", "a cada una de"])(i)?;
        let (i, _) = opt(one_of(&["the next", "the", "las", "las siguientes"])).parse(i)?;
        let Ok((i, n)) = count(i) else {
            return PErr::at(i).miss();
        };
        let (i, _) = opt(one_of(&[
            "throws", "hands", "rolls", "bets", "tiradas", "manos", "apuestas",
        ]))
        .parse(i)?;
        Ok((i, vec![each; usize::from(n)]))
    };
    alt((one_more, on_throws, before, after, few_of)).parse(input)
}

/// One group of stakes: "3 bets of 50", "2 x 40", "dos veces 150 coronas", "100, 50 and 50".
fn stake_group(input: &str, verb: bool) -> PResult<'_, Vec<u32>> {
    // "3x50": one word.
    if let Some((r, n, each)) = glued_times(input) {
        return Ok((r, vec![each; n]));
    }
    // "two small bets of 40 crowns": how he bets, between the count and the bets.
    let noun_after = |r: &'_ str| -> Option<usize> {
        let r2 = one_of(&[
            "small",
            "little",
            "modest",
            "big",
            "large",
            "high",
            "low",
            "quick",
            "careful",
            "cautious",
            "safe",
            "bold",
            "pequenas",
            "grandes",
            "modestas",
            "prudentes",
            // "two dice bets of 10".
            "dice",
            "card",
            "de dados",
        ])(r)
        .map_or(r, |(r2, _)| r2);
        one_of(BET_NOUNS)(r2).is_ok().then(|| r.len() - r2.len())
    };
    // "three 20-crown wagers", "a pair of 50 crown bets": the stake said before the noun.
    let staked_noun = |r| -> PResult<'_, u32> {
        let (r, each) = amount(r)?;
        let (r, _) = opt(punct('-')).parse(r)?;
        let (r, _) = one_of(&["crown", "crowns", "cr", "corona", "coronas"])(r)?;
        let skip = noun_after(r).ok_or_else(|| nom::Err::Error(PErr::at(r)))?;
        let (r, _) = one_of(BET_NOUNS)(&r[skip..])?;
        Ok((r, each))
    };
    if let Ok((r, n)) = count(input)
        && let Ok((r, each)) = staked_noun(r)
    {
        let (r, _) = opt(one_of(DICE)).parse(r)?;
        return Ok((r, vec![each; usize::from(n)]));
    }
    let (r, first) = match count(input) {
        Ok((r, n)) if let Some(skip) = noun_after(r) => (&r[skip..], u32::from(n)),
        _ => amount(input)?,
    };
    // N bets of X.
    if let Ok((r2, _)) = one_of(BET_NOUNS)(r) {
        let n = first as usize;
        // "three throws of the dice at 100 crowns a throw".
        let (r2, _) = opt(one_of(&[
            "of the dice",
            "of dice",
            "at the dice",
            "at dice",
            "of the cards",
            "at cards",
            "at the tables",
            "de dados",
            "a los dados",
            "a las cartas",
        ]))
        .parse(r2)?;
        // "3 bets, each 20 crowns", "tres apuestas, cada una de 20".
        let r2 = match (
            opt(punct(',')),
            one_of(&["each", "every one", "cada una", "cada una de"]),
        )
            .parse(r2)
        {
            Ok((r, _)) => r,
            Err(_) => r2,
        };
        // ("3 bets o 40": a Scot's "of".)
        let (r2, _) = opt(alt((
            one_of(&["of", "de", "at", "for", "a", "by", "each of", "de a", "o"]),
            one_of(&["x", "*", "×", "@"]),
        )))
        .parse(r2)?;
        if let Ok((r3, each)) = crowns(r2) {
            let (r3, _) = opt(one_of(DICE)).parse(r3)?;
            let (mut r3, _) = opt(one_of(&[
                "each",
                "apiece",
                "cada una",
                "cada uno",
                "a piece",
                "a throw",
                "a hand",
                "a bet",
                "a pop",
                "per throw",
                "per hand",
                "per bet",
                "por mano",
                "por tirada",
            ]))
            .parse(r3)?;
            let mut list = vec![each; n.min(100)];
            // "two bets at 150 and one at 100", "una mano de 600 y otra de 300".
            while let Ok((r4, m)) = (|i| -> PResult<'_, Vec<u32>> {
                let (i, _) = alt((punct(','), kw("and"), kw("y"))).parse(i)?;
                let (i, m) = match one_of(&["another", "one more", "otra", "otro", "una mas"])(i) {
                    Ok((i, _)) => (i, 1),
                    Err(_) => count(i)?,
                };
                let (i, _) = opt(one_of(BET_NOUNS)).parse(i)?;
                let (i, _) = one_of(&["at", "of", "de", "a"])(i)?;
                let (i, each) = crowns(i)?;
                Ok((i, vec![each; usize::from(m)]))
            })(r3)
            {
                list.extend(m);
                r3 = r4;
            }
            return Ok((r3, list));
        }
        // "cinco apuestas, las dos primeras de 200 y las otras tres de 100"
        if let Ok((r3, list)) = groups(r2, n) {
            return Ok((r3, list));
        }
        // "three bets: 200, 200 and 150": the stakes listed after their count.
        if let Ok((r3, list)) = listed(r2)
            && list.len() == n
        {
            return Ok((r3, list));
        }
        return PErr::at(input).miss();
    }
    // "apuesto 2 de 75": after the verb, a few bets of a stake (the noun left out).
    if verb
        && (2..=9).contains(&first)
        && let Ok((r2, _)) = kw("de")(r)
        && let Ok((r2, each)) = crowns(r2)
        && each > 9
    {
        return Ok((r2, vec![each; first as usize]));
    }
    // N x X
    if let Ok((r2, _)) = alt((
        kw("x"),
        punct('*'),
        punct('×'),
        kw("por"),
        kw("times"),
        kw("veces"),
    ))
    .parse(r)
        // "three times, every time 20 crowns", "tres veces, cada vez 20 coronas".
        && let Ok((r2, _)) = opt((
            opt(punct(',')),
            one_of(&[
                "every time",
                "each time",
                "each",
                "cada vez",
                "cada una",
            ]),
        ))
        .parse(r2)
        // "I bet 3 times, 30 crowns each time", "play 4 times for 25 crowns".
        && let Ok((r2, _)) = opt(punct(',')).parse(r2)
        && let Ok((r2, _)) = opt(one_of(&["of", "de", "for", "at", "por", "a"])).parse(r2)
        && let Ok((r3, each)) = crowns(r2)
    {
        let (r3, times) = opt(one_of(&["times", "veces"])).parse(r3)?;
        let (r3, _) = opt(one_of(&[
            "each time",
            "every time",
            "each",
            "apiece",
            "a time",
            "cada vez",
            "cada una",
        ]))
        .parse(r3)?;
        // "50 x 3 times" is three bets of 50; "2 x 40" two of 40.
        let (n, each) = if times.is_some() {
            (each, first)
        } else {
            (first, each)
        };
        return Ok((r3, vec![each; (n as usize).min(100)]));
    }
    let (r, _) = opt(one_of(&["crowns", "crown", "cr", "coronas", "corona"])).parse(r)?;
    // "dice at 150 a throw, three throws", "50 a bet, four bets".
    if let Ok((r2, _)) = one_of(&[
        "a throw",
        "a bet",
        "per throw",
        "per bet",
        "a hand",
        "por mano",
        "por tirada",
    ])(r)
        && let Ok((r2, _)) = opt(punct(',')).parse(r2)
        && let Ok((r2, n)) = count(r2)
        && let Ok((r2, _)) = one_of(&[
            "throws", "bets", "hands", "times", "manos", "tiradas", "veces",
        ])(r2)
    {
        return Ok((r2, vec![first; usize::from(n)]));
    }
    // "100 crowns upon the dice twice", "cincuenta coronas por cuatro veces".
    let (r, _) = opt(one_of(DICE)).parse(r)?;
    let r_each = opt(one_of(&[
        "each",
        "cada una",
        "on each",
        "per bet",
        "por apuesta",
    ]))
    .parse(r)?
    .0;
    if let Ok((r2, n)) = count(r_each)
        && let Ok((r3, _)) = one_of(&["times", "veces", "bets", "apuestas"])(r2)
    {
        return Ok((r3, vec![first; usize::from(n)]));
    }
    let r_each = opt(kw("por")).parse(r_each)?.0;
    // "100 crowns upon the dice, twice".
    let r_each = match punct(',')(r_each) {
        Ok((r2, _)) if one_of(&["twice", "thrice", "dos veces", "tres veces"])(r2).is_ok() => r2,
        _ => r_each,
    };
    if let Ok((r2, w)) = one_of(&[
        "twice",
        "two times",
        "dos veces",
        "thrice",
        "three times",
        "tres veces",
        "four times",
        "cuatro veces",
        "five times",
        "cinco veces",
    ])(r_each)
    {
        let n = match w {
            "twice" | "two times" | "dos veces" => 2,
            "four times" | "cuatro veces" => 4,
            "five times" | "cinco veces" => 5,
            _ => 3,
        };
        return Ok((r2, vec![first; n]));
    }
    // "3 times" whose stakes were not understood: a count, never a bet of 3.
    if !verb || one_of(&["times", "veces", "time", "vez"])(r).is_ok() {
        return PErr::at(input).miss();
    }
    let mut list = vec![first];
    // "Bets: 100 first, then 50 and 50".
    let mut r = opt(one_of(&["first", "primero"])).parse(r)?.0;
    while let Ok((r2, _)) = alt((punct(','), kw("and"), kw("y"), kw("then"))).parse(r) {
        let r2 = opt(one_of(&["then", "luego", "and then"])).parse(r2)?.0;
        let Ok((r3, m)) = crowns(r2) else { break };
        list.push(m);
        r = r3;
    }
    Ok((r, list))
}

/// A count, in digits or words up to twenty ("twelve", "doce").
pub(super) fn count(input: &str) -> PResult<'_, u8> {
    const WORDS: &[(&str, u8)] = &[
        ("six", 6),
        ("seven", 7),
        ("eight", 8),
        ("nine", 9),
        ("ten", 10),
        ("eleven", 11),
        ("twelve", 12),
        ("fifteen", 15),
        ("twenty", 20),
        ("seis", 6),
        ("siete", 7),
        ("ocho", 8),
        ("nueve", 9),
        ("diez", 10),
        ("once", 11),
        ("doce", 12),
        ("quince", 15),
        ("veinte", 20),
        // "a single wager of 500", "una sola apuesta de 200".
        ("a single", 1),
        ("one single", 1),
        ("una sola", 1),
        ("una unica", 1),
        ("a couple of", 2),
        ("a couple", 2),
        ("couple of", 2),
        ("a pair of", 2),
        ("un par de", 2),
    ];
    // The words first: "a single" is one count, not "a" and a stray word.
    super::super::lex::longest(input, WORDS.iter().copied())
        .map(|(r, (_, n))| (r, n))
        .or_else(|_| small_number(input))
}

/// "3x50", "2x40cr": count and stake in one word.
fn glued_times(input: &str) -> Option<(&str, usize, u32)> {
    let i = sp(input);
    let end = i.find(|c: char| !is_word_char(c)).unwrap_or(i.len());
    let w = &i[..end];
    let (a, b) = w.split_once('x')?;
    let b = b.trim_end_matches("cr");
    // "bet 3x 30": the count glued to its "x", the stake after a space.
    if b.is_empty() && !a.is_empty() && a.bytes().all(|c| c.is_ascii_digit()) {
        let (rest, each) = crowns(&i[end..]).ok()?;
        return Some((rest, a.parse::<usize>().ok()?.min(100), each));
    }
    if a.is_empty()
        || b.is_empty()
        || !a.bytes().all(|c| c.is_ascii_digit())
        || !b.bytes().all(|c| c.is_ascii_digit())
    {
        return None;
    }
    let n: usize = a.parse().ok()?;
    let each: u32 = b.parse().ok()?;
    let rest = &i[end..];
    let rest = one_of(&["crowns", "coronas", "cr"])(rest).map_or(rest, |(r, _)| r);
    Some((rest, n.min(100), each))
}

/// "las dos primeras de 200 y las otras tres de 100", "the first two of 200 and the other
/// three of 100": `n` bets in two groups.
/// `listed = (":" | "(") crowns (("," | "and" | "y") crowns)* [")"]`
fn listed(input: &str) -> PResult<'_, Vec<u32>> {
    // "dos apuestas: una de 500 coronas y otra de 300", "two bets, one of 100 and another of
    // 50": each bet said by itself.
    let each = |i| {
        let (i, _) = opt(one_of(&[
            "una de",
            "otra de",
            "la otra de",
            "one of",
            "one at",
            "another of",
            "another at",
            "the other of",
            "the other at",
            // "tres apuestas: la primera de 300, la segunda de 200 y la tercera de 100", "the
            // first at 100, the second at 50": each by its place.
            "la primera de",
            "la segunda de",
            "la tercera de",
            "la cuarta de",
            "la quinta de",
            "la ultima de",
            "the first of",
            "the first at",
            "the first for",
            "the second of",
            "the second at",
            "the second for",
            "the third of",
            "the third at",
            "the third for",
            "the fourth of",
            "the fourth at",
            "the last of",
            "the last at",
            // "tres apuestas: de 400, de 200 y de 100 coronas".
            "de",
            "of",
        ]))
        .parse(i)?;
        crowns(i)
    };
    let (r, open) = alt((punct(':'), punct('('), punct(','))).parse(input)?;
    let (mut r, first) = each(r)?;
    let mut list = vec![first];
    // ("300 and then 200", "300 y luego 200".)
    while let Ok((r2, c)) = preceded(
        (
            alt((punct(','), kw("and"), kw("y"), kw("then"), kw("luego"))),
            opt(alt((kw("then"), kw("luego"), kw("despues")))),
        ),
        each,
    )
    .parse(r)
    {
        list.push(c);
        r = r2;
    }
    if open == "(" {
        r = punct(')')(r)?.0;
    }
    Ok((r, list))
}

fn groups(input: &str, n: usize) -> PResult<'_, Vec<u32>> {
    let (r, _) = opt(alt((punct(','), punct(':')))).parse(input)?;
    let (r, _) = opt(one_of(&["the", "las", "los"])).parse(r)?;
    let (r, k) = alt((
        |i| {
            let (i, _) = kw("first")(i)?;
            small_number(i)
        },
        |i| {
            let (i, k) = small_number(i)?;
            let (i, _) = one_of(&["first", "primeras", "primeros"])(i)?;
            Ok((i, k))
        },
    ))
    .parse(r)?;
    let (r, _) = one_of(&["of", "de", "at"])(r)?;
    let (r, a) = crowns(r)?;
    let (r, _) = alt((punct(','), kw("and"), kw("y"))).parse(r)?;
    let (r, _) = opt(one_of(&["the", "las", "los", "la", "el"])).parse(r)?;
    // "and the other two of 100", "y la tercera de 50", "and the last of 50".
    let (r, _) = one_of(&[
        "other",
        "otras",
        "otros",
        "rest",
        "remaining",
        "resto",
        "last",
        "ultima",
        "ultimo",
        "second",
        "segunda",
        "third",
        "tercera",
        "fourth",
        "cuarta",
        "fifth",
        "quinta",
    ])(r)?;
    let (r, _) = opt(small_number).parse(r)?;
    let (r, _) = opt(one_of(BET_NOUNS)).parse(r)?;
    let (r, _) = one_of(&["of", "de", "at"])(r)?;
    let (r, b) = crowns(r)?;
    let k = usize::from(k).min(n);
    let mut out = vec![a; k];
    out.extend(std::iter::repeat_n(b, n - k));
    Ok((r, out))
}
