//! Conditions as players write them: "if Juliette accepts", "si acepta", "if the play is
//! good", "if my endurance is below half", "if challenged by Rochefort", "if I won her".
//!
//! Only these are understood (they are what the rules can decide); any other condition is a
//! diagnostic for the GM, never a guess. A condition that is the negation of one of them
//! ("if she refuses", "si no acepta") swaps the branches.

use super::lex::{PErr, PResult, one_of, punct, sp};
use super::society::PRONOUNS;
use crate::orders::Condition;
use nom::Parser;
use nom::branch::alt;
use nom::combinator::opt;

/// A condition read, with its people as folded slices (or pronouns), and whether it is
/// negated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cond<'a> {
    pub condition: Condition,
    /// The folded slice each name of the condition came from.
    pub who: Option<&'a str>,
    pub negated: bool,
}

/// `else = ("otherwise" | "else" | "if not" | "or else" | "si no" | "sino" | "de lo contrario" | "en caso contrario" | "en otro caso") [","]`
pub fn otherwise(input: &str) -> PResult<'_, ()> {
    let (r, _) = opt(one_of(&["and", "y", "but", "pero"])).parse(input)?;
    let (r, _) = one_of(&[
        "otherwise",
        "else",
        "if not",
        "if no",
        "or else",
        "failing that",
        "si no",
        "sino",
        "de lo contrario",
        "en caso contrario",
        "en otro caso",
        "si no es asi",
        "en caso de que no",
    ])(r)
    .or_else(|_| elliptical_not(r))?;
    // "Si no aceptó, voy solo al club", "si no la conquisté": the answer denied, its verb
    // said again ("acepto" folded is also "I accept": not an order here).
    let (r, _) = opt(one_of(&[
        "acepto",
        "acepta",
        "acepte",
        "ha aceptado",
        "la conquiste",
        "lo consegui",
        "lo he conseguido",
        "lo he logrado",
        "la he conquistado",
        "lo logre",
        "tuve exito",
        "he tenido exito",
    ]))
    .parse(r)?;
    let (r, _) = opt(one_of(&[",", ":", "then", "entonces"])).parse(r)?;
    let r = super::heading::branch_label(r).map_or(r, |(rest, _)| rest);
    Ok((r, ()))
}

/// "If he does not, I practise sabre", "if she hasn't, ...": the condition before, denied,
/// with nothing after its verb.
fn elliptical_not(input: &str) -> PResult<'_, &str> {
    let (r, _) = one_of(&["if", "and if", "but if"])(input)?;
    let (r, _) = opt(one_of(&[
        "he", "she", "it", "they", "i", "we", "the play", "the lady", "that",
    ]))
    .parse(r)?;
    let (r, verb) = one_of(&[
        "does not", "doesnt", "did not", "didnt", "has not", "hasnt", "have not", "havent",
        "is not", "isnt", "was not", "wasnt", "will not", "wont", "cannot", "cant", "fails",
        "failed",
    ])(r)?;
    let after = sp(r);
    if after.is_empty() || after.starts_with([',', ':', ';']) || one_of(&["then"])(after).is_ok() {
        Ok((r, verb))
    } else {
        PErr::at(input).miss()
    }
}

/// ```text
/// condition = ("if" | "si" | "in case" | "en caso de que") condition_body [","] ["then" | "entonces"]
/// condition_body = [person] accepts ["the invitation" | "my invitation" | "la invitacion"]
///                | [person] refuses                                   (negated)
///                | "the play is good" | "la obra es buena" | "la obra es competente" | ...
///                | "my endurance is below half" | "mi resistencia esta por debajo de la mitad" | ...
///                | ["i am"] "challenged by" person | person "challenges me" | person "me reta"
///                | "i won her" | "the courting succeeds" | person "becomes my mistress" | ...
/// accepts = "accepts" | "accepted" | "has accepted" | "acepta" | "acepto" | "ha aceptado" | ...
/// ```
pub fn condition(input: &str) -> PResult<'_, Cond<'_>> {
    // "Should I apply to one?" asks the GM; "Should she turn me down, ..." is a condition.
    if one_of(&["should i", "should we", "should you"])(input).is_ok() {
        return PErr::at(input).miss();
    }
    // "Then, if she accepts, ...": a word of sequence before it.
    let input = match one_of(&["then", "luego", "despues", "entonces"])(input) {
        Ok((r, _)) => punct(',').parse(r).map_or(r, |(r, _)| r),
        Err(_) => input,
    };
    let (r, _) = one_of(&[
        "if",
        "and if",
        "but if",
        "si",
        "y si",
        "pero si",
        "in case",
        "en caso de que",
        "provided that",
        "provided",
        "as long as",
        "so long as",
        // "Should Isaure turn me down, ...": "if", inverted.
        "should",
        "cuando",
        "when",
    ])(input)?;
    let (r, c) = match alt((fixed, challenged, accepts, won)).parse(r) {
        // "if I won Juliette in week 1, ...": words of time after the condition.
        Ok((rest, c)) => (to_comma(rest).unwrap_or(rest), c),
        Err(e) => {
            let Some((body, rest)) = unpunctuated(r).or_else(|| body(r)) else {
                return Err(e);
            };
            let Some(c) = loose(body) else {
                return Err(e);
            };
            (rest, c)
        }
    };
    // "if she said yes → spend the week with her": an arrow for the comma.
    let r = super::lex::sp(r);
    let r = ["→", "->", "=>", "- ", "– ", "— "]
        .iter()
        .find_map(|a| r.strip_prefix(a))
        .unwrap_or(r);
    let (r, _) = opt(one_of(&[",", "then", "entonces", ":"])).parse(r)?;
    // "then week 3 I bring her ...": the week is the caller's (`heading::branch_week`).
    let r = super::heading::branch_label(r).map_or(r, |(rest, _)| rest);
    Ok((r, c))
}

/// Past a few words of time before the comma that ends a condition ("in week 1", "la semana
/// anterior", "by then"): what follows the comma.
fn to_comma(rest: &str) -> Option<&str> {
    let n = rest.find([',', ':', '→'])?;
    let words = &rest[..n];
    let time = [
        // "in week 1", "in the first week", "last week", "la semana pasada".
        "week",
        "wk",
        "by then",
        "already",
        "still",
        "semana",
        "para entonces",
        "ya",
        "todavia",
        "aun",
        "this month",
        "este mes",
    ];
    (n < 40 && !words.contains([';', '.']) && time.iter().any(|t| words.contains(t)))
        .then(|| &rest[n..])
}

/// "if she said yes spend the wk with her, ...": a condition with no comma after it, up to
/// where an order starts, when what stands before it is a condition.
fn unpunctuated(input: &str) -> Option<(&str, &str)> {
    let end = input.find([',', ';', '.', ':', '→']).unwrap_or(input.len());
    input[..end]
        .char_indices()
        .filter(|&(k, _)| k > 0 && input[..k].ends_with(' '))
        .map(|(k, _)| k)
        .find(|&k| {
            let head = input[..k].trim_end();
            let answer = [
                "yes", "no", "accepts", "accepted", "accept", "refuses", "refused",
            ]
            .iter()
            .any(|w| head.ends_with(&format!(" {w}")));
            answer && super::action::item(&input[k..]).is_ok() && loose(head).is_some()
        })
        .map(|k| (input[..k].trim_end(), &input[k..]))
}

/// The body of a condition written freely: up to the comma (or "then") that ends it, and
/// what follows.
fn body(input: &str) -> Option<(&str, &str)> {
    // ("if she turns me down I court her anyway": no comma, the consequence opened by "I".)
    let n = match input.find([',', ';', '.', ':', '→']) {
        Some(n) => n,
        None => {
            let k = input.find(" i ")?;
            return (input[..k].split_whitespace().count() >= 2)
                .then(|| (&input[..k], &input[k..]));
        }
    };
    // ("If Élise said yes - the week with her": a dash standing apart for the comma.)
    let n = [" then ", " entonces ", " -> ", " => ", " - ", " – ", " — "]
        .iter()
        .filter_map(|w| input[..n].find(w))
        .min()
        .unwrap_or(n);
    (n <= 120 && input[n..].starts_with([',', ' ', ':', '→'])).then(|| (&input[..n], &input[n..]))
}

/// Conditions known by their words: the condition, the words that name what it is about,
/// and the words that say it holds or fails ("my endurance is still below half", "si las
/// críticas dicen que la obra es un fracaso").
type ByWords = (
    Condition,
    &'static [&'static str],
    &'static [&'static str],
    &'static [&'static str],
);
const BY_WORDS: &[ByWords] = &[
    (
        Condition::EnduranceBelowHalf,
        &[
            "endurance",
            "resistencia",
            "wounded",
            "herido",
            "wounds",
            "heridas",
        ],
        &[
            "below", "under", "less", "low", "half", "mitad", "debajo", "menor", "inferior",
            "baja", "wounded", "herido",
        ],
        &[
            "above",
            "over",
            "recovered",
            "recuperado",
            "encima",
            "mayor",
        ],
    ),
    (
        Condition::PlayIsGood,
        &[
            "play", "obra", "reviews", "criticas", "premiere", "estreno", "comedia", "notices",
            "critics", "criticos",
        ],
        &[
            "good",
            "competent",
            "success",
            "well",
            "decent",
            "favourable",
            "favorable",
            "kind",
            "buena",
            "buenas",
            "competente",
            "exito",
        ],
        &[
            "bad", "poor", "flop", "failure", "disaster", "panned", "savaged", "mala", "malas",
            "fracaso", "desastre", "dud", "stinker", "turkey",
            // "If it flops, ...", "si fracasa": the play's failure as a verb.
            "flops", "flopped", "fails", "failed", "bombs", "bombed", "tanks", "tanked", "stinks",
            "awful", "terrible", "dreadful", "fracasa", "mal",
            // "If the critics hated it": the critics' verdict.
            "hated", "hate", "slated", "slammed",
        ],
    ),
];

/// "si salió mala, ..." after "si la obra salió buena, ...": a condition that names no
/// subject but answers the one before it the other way. What follows its comma, when it
/// does.
pub fn other_answer<'a>(
    previous: &Condition,
    previous_negated: bool,
    input: &'a str,
) -> Option<&'a str> {
    let (r, _) = one_of(&["if", "si", "and if", "y si", "but if", "pero si"])(input).ok()?;
    let (body, rest) = body(r)?;
    let words: Vec<&str> = super::lex::words_in(body).collect();
    let has = |list: &[&str]| words.iter().any(|w| list.contains(w));
    let rest_after = super::lex::sp(rest).trim_start_matches([',', ':']);
    // "If the critics are kind, the stalls; if they savage it, Bothwell's", "si acepta, la
    // cortejo; si me manda por un tubo, a las tabernas": a second condition straight after a
    // condition of two answers, in words no condition is known by, is its other answer, as
    // a GM reads it. (Not when it names a number or says it in many words: the GM asks.)
    // ("If the play is good, the stalls; if it rains, rest": the weather, the King, a war are
    // no answer to the question before, and the month does not decide them: the GM asks.)
    const OUTSIDE: &[&str] = &[
        "rain", "rains", "raining", "weather", "snow", "snows", "storm", "sun", "sunny", "wind",
        "llueve", "lluvia", "tiempo", "nieva", "tormenta", "sol", "king", "queen", "rey", "reina",
        "war", "guerra", "cardinal", "cardenal", "plague", "peste",
    ];
    let unknown = words.len() <= 7
        && !has(OUTSIDE)
        && !words.iter().any(|w| w.chars().any(|c| c.is_ascii_digit()))
        && alt((fixed, challenged, accepts, won)).parse(r).is_err()
        && loose(body).is_none();
    if unknown {
        return Some(rest_after);
    }
    // "If Caradec challenges me, I accept. If he hasn't got the nerve, sabre practice": a
    // person's answer asked again, denied, about the same person.
    if matches!(
        previous,
        Condition::ChallengedBy { .. }
            | Condition::Accepts { .. }
            | Condition::CourtingSucceeded { .. }
    ) {
        let pronoun = has(&["he", "she", "they", "el", "ella", "ellos"]);
        // ("if she turns me down", "if she refuses": the answer denied in a word.)
        let denied = has(&[
            "not", "no", "hasnt", "doesnt", "didnt", "wont", "isnt", "cant", "never", "nunca",
            "down", "refuses", "refused", "declines", "declined", "rechaza", "rechazo",
        ]);
        let rest = super::lex::sp(rest).trim_start_matches([',', ':']);
        return (pronoun && denied && !previous_negated).then_some(rest);
    }
    let (_, subject, holds, fails) = BY_WORDS.iter().find(|(c, ..)| c == previous)?;
    let negated = has(&["not", "no", "isnt", "never", "nunca"]);
    let says = said_of(&words, holds, fails)? != negated;
    let rest = super::lex::sp(rest).trim_start_matches([',', ':']);
    // The other branch: it says the condition holds where the one before said it fails, or
    // the other way round ("if my endurance is back above half, ...; if it is still below
    // half, ...").
    let subject_free = !has(subject) || previous == &Condition::EnduranceBelowHalf;
    (subject_free && says == previous_negated).then_some(rest)
}

/// Whether `words` say a condition holds (its `holds` words) or fails (its `fails` words);
/// "half" alone says nothing beside "above" ("back above half").
fn said_of(words: &[&str], holds: &[&str], fails: &[&str]) -> Option<bool> {
    let weak = ["half", "mitad"];
    let yes = words.iter().any(|w| holds.contains(w) && !weak.contains(w));
    let no = words.iter().any(|w| fails.contains(w));
    let half = words.iter().any(|w| weak.contains(w));
    match (yes, no) {
        (true, false) => Some(true),
        (false, true) => Some(false),
        (false, false) if half => Some(true),
        _ => None,
    }
}

/// A condition written freely, known by its words: the endurance, the play, an acceptance,
/// a courtship won. `None` when the words say none of these, or more than one.
fn loose(body: &str) -> Option<Cond<'_>> {
    let words: Vec<&str> = super::lex::words_in(body).collect();
    let has = |list: &[&str]| words.iter().any(|w| list.contains(w));
    // "If she has sent him packing": his character in the third person, read as "me".
    let first_person = body.replace(" him", " me").replace(" his ", " my ");
    let phrase = |list: &[&str]| list.iter().any(|p| first_person.contains(p));
    // "If she says no": the "no" is her answer (read below), not a negation of it.
    let answer_no = phrase(&["said no", "says no", "say no", "dice que no", "dijo que no"]);
    let negated = words.iter().any(|w| {
        ["not", "isnt", "hasnt", "didnt", "doesnt", "never", "nunca"].contains(w)
            || (*w == "no" && !answer_no)
    });
    let mut found: Vec<Cond> = Vec::new();
    for (condition, subject, holds, fails) in BY_WORDS {
        if has(subject)
            && let Some(says) = said_of(&words, holds, fails)
        {
            let mut c = plain(condition.clone());
            c.negated = says == negated;
            found.push(c);
        }
    }
    let courted = phrase(&[
        "accepted me",
        "accepts me",
        "me acepto",
        "me ha aceptado",
        "my mistress",
        "mi dama",
        "mi amante",
        "conquist",
        "courting succeeded",
        "courting succeeds",
        "courting worked",
        "courting works",
        "courting goes well",
        "courtship works",
        "courtship succeeds",
        // "if she accept me": a non-native writer's yes to a courtship.
        "accept me",
        "me acepta",
        "me da el si",
        "me dio el si",
        "sale bien el cortejo",
        "courting was successful",
        "courting was succesful",
        "courtship was successful",
        "courtship was succesful",
        "courtship succeeded",
        "won her",
        // "if she has been won", "if Perrine is won": the courtship's end, told of her.
        "been won",
        "is won",
        "was won",
        "i won",
        "win her",
        // A lady's yes is to a courtship (an invitation is "accepted").
        "said yes",
        "says yes",
        "say yes",
        "dice que si",
        "dijo que si",
    ]);
    // ("If courting Sabine is success": the courting, and its success, in any order.)
    let courted = courted
        || has(&["courting", "courtship", "cortejo"])
            && has(&["success", "successful", "succeeds", "succeeded", "exito"]);
    let turned_down = phrase(&[
        "turned me down",
        "turn me down",
        "turns me down",
        "turned me away",
        "turns me away",
        "sent me away",
        "sends me away",
        "sent me packing",
        "has sent me packing",
        "sends me packing",
        "shown me the door",
        "shows me the door",
        "showed me the door",
        "spurned me",
        "spurns me",
        "rebuffed me",
        "rebuffs me",
        "will not have me",
        "wont have me",
        "would not have me",
        "le dio calabazas",
        "me da calabazas",
        "calabazas",
        "me rechaza",
        "rejected me",
        "refused me",
        "me rechazo",
        "me ha rechazado",
        "me dio calabazas",
        "said no",
        "says no",
        "say no",
        "dice que no",
        "dijo que no",
    ]);
    let accepted = has(&["accepts", "accepted", "acepta", "acepto", "agrees", "says"])
        || phrase(&["dice que si", "said yes", "says yes"]);
    let refused = has(&[
        "refuses", "refused", "declines", "declined", "rechaza", "rechazo",
    ]) || phrase(&[
        "turned me down",
        "turns me down",
        "turn me down",
        "says no",
        "dice que no",
    ]);
    // "If they turn me down" (a regiment, a club): no lady's answer.
    let they = words.iter().any(|w| matches!(*w, "they" | "ellos"));
    if (courted || turned_down) && !they {
        // ("If the courting was successful": no name in it, the lady courted.)
        let lady = who_in(body)
            .filter(|w| {
                ![
                    "successful",
                    "succesful",
                    "courting",
                    "courtship",
                    "works",
                    "worked",
                    "succeeds",
                    "succeeded",
                    "goes",
                ]
                .contains(w)
            })
            .unwrap_or("she");
        found.push(Cond {
            condition: Condition::CourtingSucceeded {
                lady: lady.to_string(),
            },
            who: Some(lady),
            negated: negated != turned_down,
        });
    } else if accepted || refused {
        let whom = who_in(body).unwrap_or("she");
        found.push(Cond {
            condition: Condition::Accepts {
                whom: whom.to_string(),
            },
            who: Some(whom),
            negated: negated != refused,
        });
    } else if let Some(whom) = challenger(body) {
        found.push(Cond {
            condition: Condition::ChallengedBy {
                whom: whom.to_string(),
            },
            who: Some(whom),
            negated,
        });
    }
    if found.len() == 1 { found.pop() } else { None }
}

/// Who challenges him, in a condition written freely: "Baron Thibault finally gets up the
/// nerve to challenge me", "Rochefort dares call me out": the words before the verb, when
/// they are a name (or "he").
fn challenger(body: &str) -> Option<&str> {
    const CHALLENGES: &[&str] = &[
        "challenge me",
        "challenges me",
        "challenged me",
        "calls me out",
        "call me out",
        "called me out",
        "calling me out",
        "calls us out",
        "call us out",
        "calling us out",
        "challenges us",
        "me reta",
        "me desafia",
        // (The third person is folded to the first: "me reta" reads "me reto".)
        "me reto",
        "me desafio",
    ];
    let at = CHALLENGES.iter().filter_map(|p| body.find(p)).min()?;
    const BEFORE_VERB: &[&str] = &[
        " finally",
        " really",
        " does",
        " did",
        " dares",
        " dare",
        " decides",
        " gets",
        " should",
        " tries",
        " ever",
        " actually",
        " gets round to",
        " gets around to",
        " gets up the nerve to",
        " por fin",
        " se atreve",
        " al final",
    ];
    let head = &body[..at];
    let end = BEFORE_VERB
        .iter()
        .filter_map(|w| head.find(w))
        .min()
        .unwrap_or(head.len());
    // "If that Lt. Perrot finally challenges me": the pointing word is no part of his name.
    let name = head[..end].trim();
    let name = [
        "that ", "this ", "yon ", "ese ", "aquel ", "el tal ", "ese tal ",
    ]
    .iter()
    .find_map(|w| name.strip_prefix(w))
    .unwrap_or(name);
    let words = name.split(' ').count();
    let pronoun = matches!(name, "he" | "el");
    (pronoun
        || (1..=4).contains(&words)
            && !name.is_empty()
            && name
                .chars()
                .all(|c| c.is_alphanumeric() || " .'-".contains(c)))
    .then_some(name)
}

/// The person a condition speaks of: a pronoun, or the first name in it.
fn who_in(body: &str) -> Option<&str> {
    let mut i = body;
    while !i.is_empty() {
        let t = super::lex::sp(i).trim_start_matches(['(', '[', '"']);
        // ("If she's shown him the door": "she's", folded "shes", is she.)
        if let Ok((after, p)) = one_of(&["she", "he", "her", "ella", "el", "la", "shes", "hes"])(t)
        {
            let p = p
                .strip_suffix('s')
                .filter(|p| ["she", "he"].contains(p))
                .unwrap_or(p);
            // "Si he conquistado a Doña Bisila": Spanish "he" is "I have", before a participle.
            let next = super::lex::sp(after);
            let next = &next[..next.find(' ').unwrap_or(next.len())];
            let participle = ["ado", "ido", "ada", "ida"]
                .iter()
                .any(|e| next.ends_with(e));
            if !(p == "he" && participle) {
                return Some(if p == "la" { "ella" } else { p });
            }
        }
        const NOT_NAMES: &[&str] = &[
            "i",
            "yo",
            // "if week 1 worked (she said yes)".
            "week",
            "worked",
            "said",
            "says",
            "yes",
            // "si me dijo que no": her answer's verb and its object, no name.
            "me",
            "dijo",
            "dice",
            "went",
            "semana",
            "funciono",
            "salio",
            "consegui",
            "conseguido",
            // ("he conquistado": I have won her.)
            "he",
            "logrado",
            "logre",
            "que",
            "fuera",
            "sea",
            "es",
            "ha",
            "has",
            "have",
            "won",
            "win",
            "the",
            "my",
            "mi",
            "if",
            "si",
            "courting",
            "cortejo",
            "of",
            "de",
            "to",
            "a",
            "con",
            "with",
            "new",
            "nueva",
            "was",
            "is",
            "becomes",
            "became",
            "me",
            "did",
            "does",
            "says",
            "dice",
            "accepts",
            "accepted",
            "acepta",
            "acepto",
            "en",
            "in",
            "week",
            "semana",
            "last",
            "pasada",
            "anterior",
            "still",
            "already",
            "ya",
            "conquistar",
            "conquiste",
            "conquisto",
            "conquistado",
            "enamorar",
            "seducir",
            "got",
            "get",
            "made",
            "make",
            "succeeded",
            "managed",
            "wooing",
            "winning",
            "won",
            "over",
            "hacer",
            "hice",
            // "Isaure turns me down", "she said yes": the verbs after a name.
            "turn",
            "turns",
            "turned",
            "refuses",
            "refused",
            "declines",
            "declined",
            "said",
            "say",
            "rechaza",
            "rechazo",
            // "si me ha dado calabazas", "if she sent me packing".
            "dado",
            "dio",
            "da",
            "calabazas",
            "sent",
            "sends",
            "packing",
            "away",
            "down",
            "no",
            "not",
            "hasnt",
            "didnt",
            "doesnt",
        ];
        let word = t.split(|c: char| !c.is_alphanumeric()).next().unwrap_or("");
        // "Si conseguí conquistarla": "her" glued to the infinitive.
        if [
            "conquistar",
            "enamorar",
            "seducir",
            "ganar",
            "cortejar",
            "convencer",
        ]
        .iter()
        .any(|v| word.strip_prefix(v) == Some("la"))
        {
            return Some("ella");
        }
        if !NOT_NAMES.contains(&word)
            && let Ok((_, n)) = super::action::name(t)
        {
            // "Ninon fuera mi dama": the name ends where the sentence goes on; "Madame de
            // Brancas": a title's particle is part of the name.
            let titled = super::words::TITLES_OF_LADIES.contains(&word);
            let mut end = 0;
            for w in n.split(' ') {
                let particle = titled && matches!(w, "de" | "du" | "des" | "la" | "del" | "d");
                if !particle
                    && (NOT_NAMES.contains(&w) || matches!(w, "fuera" | "sea" | "es" | "is"))
                {
                    break;
                }
                end += w.len() + 1;
            }
            let end = end.saturating_sub(1).min(n.len());
            return (end > 0).then(|| &n[..end]);
        }
        let n = t.find(' ').map_or(t.len(), |n| n + 1);
        i = &t[n..];
    }
    None
}

fn plain(condition: Condition) -> Cond<'static> {
    Cond {
        condition,
        who: None,
        negated: false,
    }
}

/// "si la obra del teatro es buena", "if this month's play at the Théâtre Royale is a
/// success": the play, where it is, and how it is judged (true: well).
fn play_judged(input: &str) -> Option<(&str, bool)> {
    let (r, _) = one_of(&[
        "the play",
        "the new play",
        "this months play",
        "la obra",
        "la nueva obra",
        "la funcion",
        "la comedia",
    ])(input)
    .ok()?;
    let (r, _) = opt(one_of(&[
        "del teatro",
        "del teatro real",
        "del theatre royale",
        "at the theatre",
        "of the theatre",
        "at the theatre royale",
        "at the theatre royal",
        "de este mes",
        "this month",
    ]))
    .parse(r)
    .ok()?;
    let (r, _) = one_of(&["is", "es", "esta", "sale", "turns out"])(r).ok()?;
    // ("is any good": good.)
    let (r, _) = opt(one_of(&["a", "an", "un", "una", "any"]))
        .parse(r)
        .ok()?;
    if let Ok((r, _)) = one_of(&[
        "good",
        "competent",
        "success",
        "hit",
        "well received",
        "buena",
        "competente",
        "exito",
        "bien recibida",
    ])(r)
    {
        return Some((r, true));
    }
    let (r, _) = one_of(&[
        "bad", "poor", "flop", "disaster", "mala", "fracaso", "desastre", "mediocre",
    ])(r)
    .ok()?;
    Some((r, false))
}

fn fixed(input: &str) -> PResult<'_, Cond<'_>> {
    const GOOD: &[&str] = &[
        "the play is good",
        "the play is a good one",
        "the play is competent",
        "the play is a success",
        "the reviews are good",
        "the play got good reviews",
        "la obra es buena",
        "la obra es competente",
        "la obra es un exito",
        "la obra tiene buenas criticas",
        "las criticas son buenas",
    ];
    const BAD: &[&str] = &[
        "the play is bad",
        "the play is poor",
        "the play is a flop",
        "la obra es mala",
        "la obra es un fracaso",
    ];
    const LOW: &[&str] = &[
        "my endurance is below half",
        "my endurance is under half",
        "my endurance is less than half",
        "i am below half endurance",
        "im below half endurance",
        "below half endurance",
        "i am wounded",
        "mi resistencia esta por debajo de la mitad",
        "mi resistencia es menor que la mitad",
        "mi resistencia es inferior a la mitad",
        "estoy por debajo de la mitad de mi resistencia",
        "estoy herido",
    ];
    if let Ok((r, _)) = one_of(GOOD)(input) {
        return Ok((r, plain(Condition::PlayIsGood)));
    }
    if let Some((r, good)) = play_judged(input) {
        let mut c = plain(Condition::PlayIsGood);
        c.negated = !good;
        return Ok((r, c));
    }
    if let Ok((r, _)) = one_of(BAD)(input) {
        let mut c = plain(Condition::PlayIsGood);
        c.negated = true;
        return Ok((r, c));
    }
    let (r, _) = one_of(LOW)(input).or_else(|_| below_half(input))?;
    Ok((r, plain(Condition::EnduranceBelowHalf)))
}

/// `below_half = [subject] [verb] ["still" | "todavia" | "aun"] below ("half" | "la mitad")
/// ["endurance" | "de mi resistencia" | ...]`: "if I'm still below half", "si sigo por debajo de
/// la mitad", "if my endurance remains under half".
fn below_half(input: &str) -> PResult<'_, &str> {
    let start = input;
    let (r, _) = opt(one_of(&[
        "my endurance",
        "his endurance",
        "mi resistencia",
        "su resistencia",
        "i",
        "he",
        "yo",
    ]))
    .parse(input)?;
    // ("sigue" is read "sigo".)
    let (r, _) = opt(one_of(&[
        "am", "is", "are", "im", "remains", "remain", "stays", "stay", "esta", "estoy", "sigo",
        "continua", "continuo", "queda", "quedo",
    ]))
    .parse(r)?;
    let (r, _) = opt(one_of(&["still", "todavia", "aun"])).parse(r)?;
    let (r, _) = one_of(&[
        "below",
        "under",
        "less than",
        "lower than",
        "por debajo de",
        "debajo de",
        "bajo",
        "menos de",
        "inferior a",
        "menor que",
    ])(r)?;
    let (r, _) = one_of(&["half", "la mitad", "50%", "50 %"])(r)?;
    let (r, _) = opt(one_of(&[
        "endurance",
        "my endurance",
        "of my endurance",
        "de mi resistencia",
        "de resistencia",
        "de la resistencia",
    ]))
    .parse(r)?;
    Ok((r, &start[..start.len() - r.len()]))
}

fn who(input: &str) -> PResult<'_, &str> {
    if let Ok((r, p)) = one_of(&["she", "he", "her", "ella", "el"])(input) {
        return Ok((r, p));
    }
    super::action::name(input)
}

fn accepts(input: &str) -> PResult<'_, Cond<'_>> {
    // "Mlle Castaing has accepted ...": the name is what stands before the verb.
    let (r, whom) = match named_before_answer(input) {
        Some((r, n)) => (r, Some(n)),
        None => opt(who).parse(input)?,
    };
    let (r, neg) = opt(one_of(&[
        "does not", "doesnt", "did not", "didnt", "no", "no ha",
    ]))
    .parse(r)?;
    let (r, verb) = one_of(&[
        "accepts",
        "accept",
        "accepted",
        "has accepted",
        "acepta",
        "acepto",
        "ha aceptado",
        "has refused",
        "has declined",
        "aceptase",
        "aceptara",
        "refuses",
        "refused",
        "declines",
        "declined",
        // "should she decline": "if", inverted.
        "decline",
        "refuse",
        "rechaza",
        "rechazo",
        "ha rechazado",
    ])(r)?;
    // "if she has accepted me", "If Aurore has accepted him in week 2" (a letter in the third
    // person): the courtship won.
    if !refuses_verb(verb)
        && let Ok((r, _)) = one_of(&[
            "me",
            "my suit",
            "my courtship",
            "him",
            "his suit",
            "his courtship",
        ])(r)
    {
        let lady = whom.unwrap_or("she");
        return Ok((
            r,
            Cond {
                condition: Condition::CourtingSucceeded {
                    lady: lady.to_string(),
                },
                who: Some(lady),
                negated: neg.is_some(),
            },
        ));
    }
    let refuses = [
        "decline",
        "refuse",
        "refuses",
        "refused",
        "has refused",
        "has declined",
        "declines",
        "declined",
        "rechaza",
        "rechazo",
        "ha rechazado",
    ]
    .contains(&verb);
    let (r, _) = opt(one_of(&[
        "the invitation",
        "my invitation",
        "la invitacion",
        "mi invitacion",
        "my offer",
        "mi oferta",
    ]))
    .parse(r)?;
    let whom = whom.unwrap_or("she");
    Ok((
        r,
        Cond {
            condition: Condition::Accepts {
                whom: whom.to_string(),
            },
            who: Some(whom),
            negated: neg.is_some() != refuses,
        },
    ))
}

/// The name before a lady's answer ("Mlle Castaing has accepted", "Doña Inés acepta"), and
/// the text from the answer on; `None` when what stands before it is no name alone.
fn named_before_answer(input: &str) -> Option<(&str, &str)> {
    const ANSWERS: &[&str] = &[
        " has accepted",
        " accepted",
        " accepts",
        " accept",
        " ha aceptado",
        " acepta",
        " acepto",
        " has refused",
        " refused",
        " refuses",
        " declined",
        " declines",
        " decline",
        " refuse",
        " rechaza",
        " ha rechazado",
    ];
    let end = input.find([',', ';', '.', ':']).unwrap_or(input.len());
    let (at, _) = ANSWERS
        .iter()
        .filter_map(|a| input[..end].find(a).map(|k| (k, *a)))
        .min_by_key(|(k, a)| (*k, usize::MAX - a.len()))?;
    let before = &input[..at];
    let (left, n) = super::action::name(before).ok()?;
    if !sp(left).is_empty() || n.split(' ').count() > 6 {
        return None;
    }
    Some((&input[at + 1..], n))
}

fn refuses_verb(verb: &str) -> bool {
    verb.starts_with("ref") || verb.starts_with("decl") || verb.contains("rechaz")
}

/// The words of a challenge made to the player, after the challenger's name.
const CHALLENGES_ME: &[&str] = &[
    " challenges me",
    " challenge me",
    " calls me out",
    " sends me a challenge",
    " me reta",
    " me desafia",
    // Of his character: "Si Don Gaspar Nieto lo reta, acepta", "if Brissac challenges him".
    " lo reta",
    " le reta",
    " lo desafia",
    " le desafia",
    // (The third person is folded to the first.)
    " me reto",
    " me desafio",
    " lo reto",
    " le reto",
    " lo desafio",
    " le desafio",
    " challenges him",
];

fn challenged<'a>(input: &'a str) -> PResult<'a, Cond<'a>> {
    let by = |i| {
        let (r, _) = opt(one_of(&["i am", "im", "i get", "soy"])).parse(i)?;
        let (r, _) = one_of(&["challenged by", "retado por", "desafiado por"])(r)?;
        super::action::name(r)
    };
    // "Rochefort challenges me", "Captain Vauquelin is there and challenges me": the name
    // is what stands before the verb, less a clause of his presence.
    let me = |i: &'a str| {
        let i = sp(i);
        let end = i.find([',', ';', '.', '(']).unwrap_or(i.len());
        let verb_in = |from: usize, to: usize| {
            CHALLENGES_ME
                .iter()
                .filter_map(|v| i[from..to].find(v).map(|at| (from + at, *v)))
                .min()
        };
        // "si Don Sancho Olmedo, que también le anda arrastrando el ala, me reta": a clause
        // about him between commas, then the verb; the name ends at the first comma.
        let relative = || {
            let after = &i[end..];
            let (clause, _) = one_of(&[", que", ", who", ", quien", ", which"])(after).ok()?;
            let close = i.len() - clause.len() + clause.find(',')? + 1;
            let stop = i[close..]
                .find([',', ';', '.', '('])
                .map_or(i.len(), |k| close + k);
            verb_in(close, stop).map(|found| (found, end))
        };
        let Some(((at, verb), name_end)) = verb_in(0, end).map(|f| (f, end)).or_else(relative)
        else {
            return PErr::at(i).miss();
        };
        let before = i[..at.min(name_end)].trim_end();
        let before = [
            " is there and",
            " shows up and",
            " turns up and",
            " is present and",
            " and",
            " esta alli y",
            " esta y",
            " y",
        ]
        .iter()
        .find_map(|s| before.strip_suffix(s))
        .unwrap_or(before);
        // ("Captain Jourdain of the King's Musketeers challenges me": his regiment.)
        let before = super::honour::without_regiment(before);
        let (left, n) = super::action::name(before)?;
        if !sp(left).is_empty() {
            return PErr::at(i).miss();
        }
        let after = &i[at + verb.len()..];
        // "... challenges me after what passed at Bothwell's, ...": why, up to the comma.
        let after = match one_of(&[
            "after what",
            "after the",
            "because",
            "over",
            "for what",
            "tras lo",
            "despues de lo",
            "por lo",
        ])(after)
        {
            Ok(_) => &after[after.find([',', ';']).unwrap_or(after.len())..],
            Err(_) => after,
        };
        Ok((after, n))
    };
    let me_es = |i| {
        let (r, _) = one_of(&["me reta", "me desafia", "me reto", "me desafio"])(i)?;
        super::action::name(r)
    };
    let (r, n) = alt((by, me, me_es)).parse(input)?;
    Ok((
        r,
        Cond {
            condition: Condition::ChallengedBy {
                whom: n.to_string(),
            },
            who: Some(n),
            negated: false,
        },
    ))
}

fn won(input: &str) -> PResult<'_, Cond<'_>> {
    let pronoun_forms = |i| {
        one_of(&[
            "i won her",
            "i win her",
            "i have won her",
            // Of his character, in the third person.
            "he won her",
            "he wins her",
            "he has won her",
            "he have won her",
            "the courting succeeds",
            "the courting succeeded",
            "my courting succeeds",
            "she becomes my mistress",
            "she is my mistress",
            "la conquisto",
            "la conquiste",
            "la he conquistado",
            "el cortejo tiene exito",
            "se convierte en mi amante",
            "es mi amante",
        ])(i)
        .map(|(r, _)| (r, "she"))
    };
    let named = |i| {
        let (r, n) = super::action::name(i)?;
        let (r, _) = one_of(&[
            "becomes my mistress",
            "is my mistress",
            "became my mistress",
            "se convierte en mi amante",
            "es mi amante",
        ])(r)?;
        Ok((r, n))
    };
    let won_named = |i| {
        let (r, _) = one_of(&[
            "i won",
            "i win",
            "i have won",
            // Of his character: "if he won Clémence".
            "he won",
            "he wins",
            "he has won",
            "conquisto a",
            "conquiste a",
        ])(i)?;
        // ("If I win my duel with Roquebrune", "if I win the bet": no lady won; "if I win
        // the Comtesse": a lady by her title.)
        if let Ok((after, _)) = one_of(&[
            "my", "the", "a", "an", "his", "mi", "el", "la", "un", "una", "su",
        ])(r)
            && one_of(super::words::TITLES_OF_LADIES)(after).is_err()
        {
            return PErr::at(r).miss();
        }
        super::action::name(r)
    };
    let (r, n) = alt((pronoun_forms, named, won_named)).parse(input)?;
    Ok((
        r,
        Cond {
            condition: Condition::CourtingSucceeded {
                lady: n.to_string(),
            },
            who: Some(n),
            negated: false,
        },
    ))
}

/// True when `name` (folded) stands for the person last named.
pub fn is_pronoun(name: &str) -> bool {
    PRONOUNS.contains(&name)
        || name == "ella"
        || name == "el"
        || super::society::DESCRIBED_LADY.contains(&name)
        || super::society::DESCRIBED_MAN.contains(&name)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A courtship won names a lady, not "my duel" nor "the bet".
    #[test]
    fn a_lady_won_not_a_duel() {
        assert!(won("i win my duel with roquebrune").is_err());
        assert!(won("i win the bet").is_err());
        assert!(won("i won rose").is_ok());
        assert!(won("i win the comtesse de brienne").is_ok());
    }

    /// A second condition in words no condition is known by is the other answer of the one
    /// before; not when it speaks of what the month does not decide, nor of a number.
    #[test]
    fn the_other_answer_in_other_words() {
        let play = Condition::PlayIsGood;
        let other = |t| other_answer(&play, false, t).map(str::trim_start);
        assert_eq!(other("if they savage it, rest"), Some("rest"));
        assert_eq!(
            other("si es un bodrio, me voy a casa"),
            Some("me voy a casa")
        );
        assert_eq!(other("if it rains, rest"), None);
        assert_eq!(other("if i have 300 left, rest"), None);
    }

    #[test]
    fn conditions_as_people_open_them() {
        let (_, c) =
            condition("provided the notices for the new play are at least decent, i take a seat")
                .unwrap();
        assert_eq!(c.condition, Condition::PlayIsGood);
        assert!(!c.negated);
        let (_, c) = condition("if the play is panned, sabre practice").unwrap();
        assert!(c.negated);
        // A lady's yes is to a courtship; an invitation is "accepted".
        let (_, c) = condition("should she have said yes, i spend the week with her").unwrap();
        assert!(matches!(c.condition, Condition::CourtingSucceeded { .. }) && !c.negated);
        let (_, c) =
            condition("and if baron thibault finally gets up the nerve to challenge me, i accept")
                .unwrap();
        assert_eq!(
            c.condition,
            Condition::ChallengedBy {
                whom: "baron thibault".into()
            }
        );
        let (_, c) = condition("if juliette accepts, we go to the theatre").unwrap();
        assert!(matches!(c.condition, Condition::Accepts { .. }) && !c.negated);
        assert!(condition("should i apply to one").is_err());
        let (_, c) = condition("should isaure turn me down, i go to the bawdyhouse").unwrap();
        assert_eq!(c.who, Some("isaure"));
        assert!(c.negated);
    }

    #[test]
    fn conditions() {
        let (r, c) = condition("si juliette acepto la invitacion, llevo").unwrap();
        assert_eq!(r, " llevo");
        assert_eq!(
            c.condition,
            Condition::Accepts {
                whom: "juliette".into()
            }
        );
        let (_, c) = condition("si acepta,").unwrap();
        assert_eq!(c.who, Some("she"));
        let (_, c) = condition("if she refuses").unwrap();
        assert!(c.negated);
        let (_, c) = condition("if challenged by rochefort,").unwrap();
        assert_eq!(
            c.condition,
            Condition::ChallengedBy {
                whom: "rochefort".into()
            }
        );
        assert!(condition("if it rains").is_err());
    }
}
