//! Affairs of honour: challenging a man to a duel (with its cause and weapon), accepting or
//! declining a challenge, and apologising.

use super::action::Draft;
use super::lex::{PErr, PResult, one_of, punct, sp};
use super::society::{done, person_or_fail, weapon_plural};
use crate::orders::{Action, Cause, Say};
use nom::Parser;
use nom::combinator::opt;

/// The verbs of a challenge.
pub const CHALLENGE_VERBS: &[&str] = &[
    "challenge",
    "i challenge",
    "call out",
    "calls out",
    "i call out",
    "demand satisfaction from",
    "i demand satisfaction from",
    "demand satisfaction of",
    "send my seconds to",
    "i send my seconds to",
    "send a challenge to",
    "issue a challenge to",
    // "He sends his challenge to Lt. Brûlard" (told of himself: his own challenge).
    "send my challenge to",
    "i send my challenge to",
    "send his challenge to",
    "issue my challenge to",
    "issue his challenge to",
    // A non-native speaker's "I make a challenge to Lt. Drancy".
    "make a challenge to",
    "i make a challenge to",
    "i send a challenge to",
    "i issue a challenge to",
    "issue challenge to",
    "exijo satisfaccion a",
    "exijo satisfaccion de",
    "envio mis padrinos a",
    "mando mis padrinos a",
    "reto a",
    // "Reto al Teniente Hugues Marsac": "al" is "a el".
    "reto al",
    "retare al",
    "desafio al",
    "retare a",
    "desafiare a",
    "desafio a",
    "retar a",
    "desafiar a",
    "reto a duelo a",
    "reto a duelo al",
    "reto en duelo a",
    "desafio a duelo a",
    "desafio a duelo al",
];

/// How he challenges, between the verb and the man: "Reto públicamente al Teniente ...",
/// "I formally challenge ...", "challenge publicly ...".
fn challenge_how(input: &str) -> PResult<'_, &str> {
    let (r, pre) = opt(one_of(&[
        "i formally",
        "i publicly",
        "i hereby",
        "i openly",
    ]))
    .parse(input)?;
    let (r, verb) = one_of(&[
        "challenge",
        "i challenge",
        "reto",
        "desafio",
        "retare",
        "desafiare",
    ])(r)?;
    let (r, how) = opt(one_of(&[
        "publicamente",
        "formalmente",
        "abiertamente",
        "en publico",
        "de nuevo",
        "otra vez",
        "publicly",
        "formally",
        "openly",
        "in public",
        "again",
        "once more",
    ]))
    .parse(r)?;
    if pre.is_none() && how.is_none() {
        // Neither an adverb nor a preamble: the plain verbs are `CHALLENGE_VERBS`'.
        return PErr::at(input).miss();
    }
    let (r, _) = opt(one_of(&["al", "a"])).parse(r)?;
    Ok((r, verb))
}

/// ```text
/// challenge = ("challenge" | "reto a" | "desafio a") person ["to a duel" | "a duelo"]
///             [("for" | "because" | "por" | "porque") cause] [("with" | "con") weapon]
/// cause = "insulting me" | "an insult" | "courting my mistress" | "his regiment is our enemy"
///       | "rival suitor" | ... | TEXT
/// ```
pub fn challenge(input: &str) -> PResult<'_, Draft<'_>> {
    let (rest, verb) = one_of(CHALLENGE_VERBS)(input).or_else(|_| challenge_how(input))?;
    // ("I make challenge to Hugon Brassac": a non-native writer's "to" before the man.)
    let rest = match one_of(&["to"])(rest) {
        Ok((r, _)) if one_of(&["a duel", "duel", "the death"])(r).is_err() => r,
        _ => rest,
    };
    let (rest, whom) = person_or_fail(rest, verb)?;
    // "Lt. Armand Tessier of the Royal Marines": his regiment, read as part of his name.
    let whom = without_regiment(whom);
    let (mut rest, _) = opt(one_of(&[
        "to a duel",
        "to duel",
        "a duelo",
        "a un duelo",
        "a muerte",
        "to the death",
    ]))
    .parse(rest)?;
    let mut cause = None;
    let mut weapon = None;
    loop {
        let comma = punct(',')(rest).map_or(rest, |(r, _)| r);
        if let Ok((r, _)) = one_of(&["with", "con", "using", "usando", "weapon", "arma"])(comma)
            && let Ok((r, w)) = weapon_plural(r)
        {
            weapon = Some(w);
            rest = r;
            continue;
        }
        // "Challenge the Baron de Courcy, sabres, for ...": the weapon alone between commas.
        if weapon.is_none()
            && comma.len() < rest.len()
            && let Ok((r, w)) = weapon_plural(comma)
            && stops_here(r)
        {
            weapon = Some(w);
            rest = r;
            continue;
        }
        // "Captain Dufour, of the Cardinal's Guard,": his regiment, which the rules know.
        if let Some(r) = past_regiment(rest) {
            rest = r;
            continue;
        }
        // ", our regiment's enemy": a cause the rules name, set after a comma.
        // (", the enemies of my regiment": the cause with its article.)
        let the = one_of(&["the", "los", "las"])(comma).map_or(comma, |(r, _)| r);
        if cause.is_none()
            && comma.len() < rest.len()
            && let Ok((r, (_, c))) = super::lex::longest(the, CAUSES.iter().cloned())
            && stops_here(r)
        {
            cause = Some(c);
            rest = r;
            continue;
        }
        // "..., que es regimiento enemigo del mío", "who belongs to an enemy regiment": a
        // relative clause that names the cause.
        if cause.is_none()
            && let Some((r, c)) = relative_cause(comma)
        {
            cause = Some(c);
            rest = r;
            continue;
        }
        // The reason, when it says the regiments are enemies: after a comma, said of his
        // regiment ("..., they are enemies of Picardy", ", son enemigos de los Cadetes");
        // after a dash ("... of the Royal Marines - the Marines and the 69th are enemies");
        // or the next sentence ("Challenge Capt. Faucon of the Carabiniers. Our regiments
        // are enemies ...").
        const OF_HIS: &[&str] = &[
            "they are",
            "theyre",
            "his regiment is",
            "his regiment are",
            "their regiment is",
            "son",
            "su regimiento es",
        ];
        const OF_BOTH: &[&str] = &[
            "our regiments",
            "our two regiments",
            "his regiment",
            "the regiments",
            "nuestros regimientos",
            "nuestros dos regimientos",
            "su regimiento",
            "los regimientos",
        ];
        let after_comma =
            (punct(',')(rest).is_ok() && one_of(OF_HIS)(comma).is_ok()).then_some(comma);
        let after_dash = ["-", "–", "—"]
            .iter()
            .find_map(|d| sp(comma).strip_prefix(d));
        let next_sentence = punct('.')(comma)
            .ok()
            .map(|(r, _)| r)
            .filter(|r| one_of(OF_BOTH)(r).is_ok());
        if cause.is_none()
            && let Some((r, c)) = [after_comma, after_dash, next_sentence]
                .into_iter()
                .flatten()
                .find_map(enmity)
        {
            cause = Some(c);
            rest = r;
            continue;
        }
        // "Challenge Raoul de Vernet. Cause: he's been sniffing around my mistress."
        let comma = match punct('.')(comma) {
            Ok((r, _)) if one_of(&["cause", "reason", "causa", "motivo"])(r).is_ok() => r,
            _ => comma,
        };
        if cause.is_none()
            && let Ok((r, _)) = one_of(&[
                "for", "because", "por", "porque", "over", "as", "cause:", "cause", "reason:",
                "causa:", "motivo:",
            ])(comma)
        {
            let r = punct(':')(r).map_or(r, |(r, _)| r);
            let (r, c) = cause_of(r)?;
            cause = Some(c);
            rest = r;
            continue;
        }
        break;
    }
    done(
        rest,
        Action::Challenge {
            whom: whom.to_string(),
            cause,
            weapon,
        },
    )
}

/// The causes the rules name, as players write them.
const CAUSES: &[(&str, Cause)] = &[
    ("insulting me", Cause::Insult),
    ("insulting my friend", Cause::Insult),
    ("his insult", Cause::Insult),
    ("an insult", Cause::Insult),
    ("insult", Cause::Insult),
    ("the insult", Cause::Insult),
    ("insultarme", Cause::Insult),
    ("sus insultos", Cause::Insult),
    ("un insulto", Cause::Insult),
    ("el insulto", Cause::Insult),
    ("insultar a mi amigo", Cause::Insult),
    ("courting my mistress", Cause::Mistress),
    ("trifling with my mistress", Cause::Mistress),
    ("my mistress", Cause::Mistress),
    ("cortejar a mi dama", Cause::Mistress),
    ("mi dama", Cause::Mistress),
    ("his regiment is our enemy", Cause::EnemyRegiment),
    ("his regiment is an enemy of mine", Cause::EnemyRegiment),
    ("regimental enmity", Cause::EnemyRegiment),
    ("enemy regiment", Cause::EnemyRegiment),
    ("being of an enemy regiment", Cause::EnemyRegiment),
    // "chall. Ferrand (4th Arq) - regt enemies": a veteran's shorthand ("regt" is read
    // "regiment").
    ("regiment enemies", Cause::EnemyRegiment),
    ("regiment enemy", Cause::EnemyRegiment),
    ("regimental enemies", Cause::EnemyRegiment),
    ("regiments are enemies", Cause::EnemyRegiment),
    ("enemistad regimental", Cause::EnemyRegiment),
    // "por andar rondando a mi dama", "for sniffing round my mistress".
    ("andar rondando a mi dama", Cause::Mistress),
    ("rondar a mi dama", Cause::Mistress),
    ("rondando a mi dama", Cause::Mistress),
    ("cortejar a mi dama", Cause::Mistress),
    ("ser de un regimiento enemigo", Cause::EnemyRegiment),
    ("su regimiento es enemigo del mio", Cause::EnemyRegiment),
    ("ser su regimiento enemigo del mio", Cause::EnemyRegiment),
    ("ser su regimiento enemigo", Cause::EnemyRegiment),
    ("su regimiento enemigo", Cause::EnemyRegiment),
    ("regimiento enemigo", Cause::EnemyRegiment),
    ("regimental enmity", Cause::EnemyRegiment),
    ("our regiments are enemies", Cause::EnemyRegiment),
    ("rival suitor", Cause::RivalSuitor),
    ("a rival suitor", Cause::RivalSuitor),
    ("courting the same lady", Cause::RivalSuitor),
    ("we court the same lady", Cause::RivalSuitor),
    ("rivalidad amorosa", Cause::RivalSuitor),
    ("cortejar a la misma dama", Cause::RivalSuitor),
    ("rank", Cause::Rank),
    ("his rank", Cause::Rank),
    ("our regiments enemy", Cause::EnemyRegiment),
    ("my regiments enemy", Cause::EnemyRegiment),
    ("an enemy of my regiment", Cause::EnemyRegiment),
    ("enemy of my regiment", Cause::EnemyRegiment),
    ("enemies of my regiment", Cause::EnemyRegiment),
    ("of an enemy regiment", Cause::EnemyRegiment),
    ("enemigo de mi regimiento", Cause::EnemyRegiment),
    ("enemigos de mi regimiento", Cause::EnemyRegiment),
    ("de un regimiento enemigo", Cause::EnemyRegiment),
    ("regimiento enemigo", Cause::EnemyRegiment),
    ("regimiento enemigo del mio", Cause::EnemyRegiment),
    ("regimiento enemigo del nuestro", Cause::EnemyRegiment),
];

/// A relative clause about the one challenged that names a cause the rules know ("who is of
/// an enemy regiment", "que son enemigos de mi Regimiento"), up to the end of the clause.
fn relative_cause(input: &str) -> Option<(&str, Cause)> {
    // (Or a sentence part about him: ", he was courting my mistress behind my back".)
    let (r, _) = one_of(&[
        "que",
        "who",
        "whose",
        "since",
        "as",
        "ya que",
        "pues",
        "he",
        "because he",
        "for he",
        "as he",
        "porque",
    ])(input)
    .ok()?;
    let end = cause_end(r);
    let clause = r[..end].to_lowercase();
    let has = |words: &[&str]| words.iter().any(|w| clause.contains(w));
    let cause = if enmity(r).is_some() {
        Cause::EnemyRegiment
    } else if has(&[
        "insult",
        "called me",
        "me llamo",
        "mocked",
        "slander",
        "laughed at",
        "se burlo",
        "ofendio",
        "offended",
    ]) {
        Cause::Insult
    } else if has(&["mistress", "dama", " my ", " mi "])
        && has(&["court", "cortej", "ronda", "sniff", "flirt", "trifl"])
    {
        // "who has had the effrontery to pay court to my Mathilde".
        Cause::Mistress
    } else {
        return None;
    };
    Some((&r[end..], cause))
}

/// A clause that says the regiments are enemies, up to its end: "the Marines and the 69th
/// are enemies", "que son enemigos de los Cadetes", "his regiment is our enemy". An enemy
/// alone ("he is my enemy") is no cause the rules know.
fn enmity(input: &str) -> Option<(&str, Cause)> {
    let end = cause_end(input);
    let clause = &input[..end];
    // "whose regiment and ours have never got along", "our regiments are at daggers drawn".
    let enemy = [
        "enem",
        "never got along",
        "never get along",
        "never gotten along",
        "at odds",
        "bad blood",
        "at daggers drawn",
        "feud",
        "no se soportan",
        "se odian",
        "se llevan mal",
    ]
    .iter()
    .any(|w| clause.contains(w));
    let of_regiments = clause.contains("regim")
        || clause.contains("enemies")
        || clause.contains("enemigos")
        || clause
            .char_indices()
            .filter(|&(i, _)| i == 0 || clause[..i].ends_with(' '))
            .any(|(i, _)| super::army::regiment(&clause[i..]).is_ok());
    (enemy && of_regiments).then(|| (&input[end..], Cause::EnemyRegiment))
}

/// `whom` without the regiment written after his name ("Lt. Armand Tessier of the Royal
/// Marines"); as it was when there is none.
pub(super) fn without_regiment(whom: &str) -> &str {
    whom.match_indices(' ')
        .map(|(k, _)| k)
        .find(|&k| past_regiment(&whom[k..]).is_some_and(|r| sp(r).is_empty()))
        .map_or(whom, |k| whom[..k].trim_end())
}

/// What follows a man's regiment written after his name, with or without a comma before it
/// (", of the Cardinal's Guard", "de la Guardia del Cardenal"); `None` when none is there.
fn past_regiment(input: &str) -> Option<&str> {
    let comma = punct(',')(input).map_or(input, |(r, _)| r);
    // ("Tristan Cabrol, soldado de los Marines Reales,": his rank, then his regiment.)
    let comma = one_of(super::words::RANK_TITLES)(comma).map_or(comma, |(r, _)| r);
    let comma = one_of(&["soldado", "private", "trooper"])(comma).map_or(comma, |(r, _)| r);
    let (r, _) = one_of(&[
        "of", "of the", "from", "from the", "de", "del", "de los", "de las", "de la",
    ])(comma)
    .ok()?;
    super::army::regiment(r).ok().map(|(r, _)| r)
}

fn cause_of(input: &str) -> PResult<'_, Cause> {
    let i = sp(input);
    if let Ok((rest, (_, c))) = super::lex::longest(i, CAUSES.iter().cloned())
        && stops_here(rest)
    {
        return Ok((rest, c));
    }
    // "because his regiment is enemy of mine": regiments said to be enemies, however put;
    // "por andar cortejando a mi dama": his mistress courted.
    if let Some((rest, c)) = enmity(i) {
        return Ok((rest, c));
    }
    {
        let end = cause_end(i);
        let clause = i[..end].to_lowercase();
        let has = |words: &[&str]| words.iter().any(|w| clause.contains(w));
        if has(&["mistress", "mi dama", "my lady", "my lass"])
            && has(&[
                "court",
                "cortej",
                "ronda",
                "sniff",
                "flirt",
                "trifl",
                "calling on",
            ])
        {
            return Ok((&i[end..], Cause::Mistress));
        }
    }
    // Anything else up to a weapon clause or the end of the order: the rules judge it.
    let end = cause_end(i);
    let text = i[..end].trim_end();
    if text.is_empty() {
        return PErr::expected(i, 0, Say::ChallengeCause).fail();
    }
    Ok((
        &i[text.len()..],
        Cause::Other {
            text: text.to_string(),
        },
    ))
}

/// A cause the rules name, standing alone in `t` (a part of a bracket: "(Cardinal's pup,
/// regt enemy)"), with its article or not.
pub(super) fn cause_alone(t: &str) -> Option<Cause> {
    let t = sp(t);
    // "(his regiment is the enemy of mine)": regiments said to be enemies, however put.
    if let Some((r, c)) = enmity(t)
        && sp(r).trim_matches(['.', ' ']).is_empty()
    {
        return Some(c);
    }
    let t = one_of(&["the", "an", "a", "los", "las", "el", "un"])(t).map_or(t, |(r, _)| r);
    let (r, (_, c)) = super::lex::longest(t, CAUSES.iter().cloned()).ok()?;
    sp(r).trim_matches(['.', ' ']).is_empty().then_some(c)
}

fn stops_here(rest: &str) -> bool {
    let r = sp(rest);
    r.is_empty()
        || r.starts_with([';', '.', ',', '!', '?', '('])
        || one_of(&["with", "con", "and", "y", "using"])(r).is_ok()
}

fn cause_end(i: &str) -> usize {
    let mut at = 0;
    let mut rest = i;
    loop {
        let r = sp(rest);
        if r.is_empty()
            || r.starts_with([';', '.', ',', '!', '?'])
            || (one_of(&["with", "con", "using", "usando"])(r)
                .is_ok_and(|(a, _)| weapon_plural(a).is_ok()))
            || one_of(&["then", "luego", "and then", "y luego"])(r).is_ok()
        {
            return at;
        }
        let skip = r.find([' ', ',', ';', '.']).unwrap_or(r.len()).max(1);
        at = i.len() - r.len() + skip;
        rest = &r[skip..];
    }
}

/// The verbs of accepting or declining a challenge.
pub const ANSWER_VERBS: &[&str] = &[
    "accept",
    "decline",
    "refuse",
    "acepto",
    "rechazo",
    "declino",
    "aceptar",
    "rechazar",
    "accepts",
    "declines",
    "refuses",
    "acepta",
    "rechaza",
    "aceptare",
    "rechazare",
    "aceptare por fin",
    // "And turn down Lt. Auguste Perrot's challenge".
    "turn down",
];

/// ```text
/// accept_challenge  = ("accept" | "acepto") ["the" | "any" | "el" | "cualquier"] challenge_noun [("from" | "of" | "de") person]
///                   | ("accept" | "acepto") NAME"s" challenge_noun
/// decline_challenge = ("decline" | "refuse" | "rechazo" | "declino") ...the same
/// ```
pub fn answer_challenge(input: &str) -> PResult<'_, Draft<'_>> {
    let (rest, verb) = one_of(ANSWER_VERBS)(input)?;
    let accept = matches!(
        verb,
        "accept" | "acepto" | "aceptar" | "accepts" | "acepta" | "aceptare" | "aceptare por fin"
    );
    let make = |whom: Option<&str>| {
        let whom = whom.map(str::to_string);
        if accept {
            Action::AcceptChallenge { whom }
        } else {
            Action::DeclineChallenge { whom }
        }
    };
    let nouns: &[&str] = &[
        "challenge",
        "challenges",
        "duel",
        "reto",
        "retos",
        "desafio",
        "desafios",
        "duelo",
    ];
    // "accept his challenge": his who challenged, the man last named.
    if let Ok((r, _)) = one_of(&["his", "su"])(rest)
        && let Ok((r, _)) = one_of(nouns)(r)
    {
        return done(r, make(Some("him")));
    }
    // "if Rochefort challenges me, I accept": the verb alone answers the challenge spoken of.
    // ("I accept – I'm not having him say I ran off": a dash before the reason; "kindly
    // accept on my behalf".)
    let rest = one_of(super::words::TRAILERS)(rest).map_or(rest, |(r, _)| r);
    if sp(rest).is_empty() || sp(rest).starts_with([',', ';', '.', '!', '(', '-', ':']) {
        return done(rest, make(None));
    }
    let (r, _) = opt(one_of(&["the", "any", "a", "el", "la", "cualquier", "un"])).parse(rest)?;
    if let Ok((r, _)) = one_of(nouns)(r) {
        if let Ok((r, _)) = one_of(&["from", "of", "by", "de", "del"])(r) {
            let (r, whom) = person_or_fail(r, "challenge from")?;
            let whom = without_regiment(whom);
            // "Don Bernardo Lazcano, de la Guardia del Cardenal": his regiment, after a comma.
            let r = past_regiment(r).unwrap_or(r);
            return done(r, make(Some(whom)));
        }
        return done(r, make(None));
    }
    // "accept Rochefort's challenge": the apostrophe is folded away ("rocheforts").
    let i = sp(rest);
    for noun in [" challenge", " duel"] {
        if let Some(at) = i.find(noun) {
            // "Raimbaut's new challenge".
            let who = [
                "new", "latest", "last", "recent", "second", "fresh", "nuevo",
            ]
            .iter()
            .find_map(|a| i[..at].strip_suffix(a).and_then(|w| w.strip_suffix(' ')))
            .unwrap_or(&i[..at]);
            if let Some(who) = who.strip_suffix('s')
                && !who.is_empty()
                && !matches!(who, "hi" | "her" | "their" | "your")
                && who.split(' ').count() <= 4
                && !who.contains([',', ';', '.'])
            {
                let (r, _) = one_of(nouns)(&i[at..])?;
                return done(r, make(Some(who)));
            }
        }
    }
    PErr::at(i).miss()
}

/// The verbs of an apology.
/// "offer X an apology", "le ofrezco a X una disculpa".
pub const OFFER_VERBS: &[&str] = &["offer", "make", "ofrezco a", "le ofrezco a", "le doy a"];

/// The verbs an apology is made with, before its noun: "I make a public apology to ...",
/// "ofrezco una disculpa pública a ...".
pub const APOLOGY_LEADS: &[&str] = &[
    "make", "offer", "give", "issue", "publish", "send", "present", "tender", "post", "hago",
    "ofrezco", "presento", "publico", "doy",
];

pub const APOLOGY_VERBS: &[&str] = &[
    // "I say sorry in public to Lt. Mathurin Gros".
    "say sorry",
    "say sorry in public",
    "say sorry publicly",
    "publicly say sorry",
    "pido perdon",
    "pido perdon en publico",
    "pido perdon publicamente",
    "apologise",
    "apologize",
    "apologise publicly",
    "apologize publicly",
    "publicly apologise",
    "publicly apologize",
    "me disculpo",
    "pido disculpas",
    "presento mis disculpas",
    "a public apology",
    "a formal apology",
    "an apology",
    "public apology",
    "my apologies",
    "my public apologies",
    "una disculpa publica",
    "una disculpa",
    "mis disculpas",
    "disculpas publicas",
    "publish my apologies",
    "publish my apology",
    "offer my apology",
    "send my apology",
    "make my apology",
    "tender my apologies",
    "publish an apology",
    "offer my apologies",
    "make my apologies",
    "send my apologies",
    "present my apologies",
    "pido disculpas publicas",
    "pido disculpas publicamente",
    "publico mis disculpas",
    "ofrezco mis disculpas",
    "me disculpo publicamente",
    // "pide disculpas en público al Capitán Ferrand".
    "pido disculpas en publico",
    "pido disculpas publicamente",
    "pido perdon",
];

/// `apologise = ("apologise" | "apologize" | "me disculpo" | "pido disculpas" | ...) ["publicly"] ("to" | "a" | "ante" | "con") person`
pub fn apologise(input: &str) -> PResult<'_, Draft<'_>> {
    // "offer the Baron d'Esclignac a public apology": the person between.
    if let Ok((r, _)) = one_of(OFFER_VERBS)(input)
        && let Ok((r, whom)) = super::action::name(r)
        && let Ok((r, _)) = one_of(&[
            "a public apology",
            "a formal apology",
            "an apology",
            "my apologies",
            "una disculpa",
            "una disculpa publica",
            "mis disculpas",
        ])(r)
    {
        return done(
            r,
            Action::Apologise {
                whom: whom.to_string(),
            },
        );
    }
    let (after_lead, _) = opt(one_of(APOLOGY_LEADS)).parse(input)?;
    let (rest, verb) =
        one_of(APOLOGY_VERBS)(after_lead).or_else(|_| one_of(APOLOGY_VERBS)(input))?;
    // "me disculpo en público con Don Jaime", "apologise publicly to ...".
    let (rest, _) = opt(one_of(&[
        "en publico",
        "publicamente",
        "publicly",
        "in public",
        "formally",
        "formalmente",
    ]))
    .parse(rest)?;
    let (rest, _) = one_of(&["to", "a", "al", "ante", "con"])(rest).or_else(|_| {
        PErr::expected(
            sp(rest),
            0,
            Say::WhomAfter {
                verb: verb.to_string(),
            },
        )
        .fail()
    })?;
    let (rest, whom) = person_or_fail(rest, verb)?;
    // "for the business at the Blue Gables", "por mis palabras": what he apologises for.
    let rest = match one_of(&["for", "por"])(rest) {
        Ok((r, _)) => &r[r.find([',', ';', '.']).unwrap_or(r.len())..],
        Err(_) => rest,
    };
    done(
        rest,
        Action::Apologise {
            whom: whom.to_string(),
        },
    )
}

/// The first words of an insult.
pub const INSULT_VERBS: &[&str] = &[
    "insult",
    "publicly insult",
    "i insult",
    "i publicly insult",
    "call",
    "i call",
    "insulto",
    "llamo",
];

/// ```text
/// insult = ["publicly"] "insult" person ["publicly" | "in public" | "before the club"]
///        | "call" person ("a coward" | "a liar" | "a cad" | ...) [...]
///        | "insulto" ["publicamente"] "a" person | "llamo" ("cobarde" | "bellaco" | ...) "a" person
/// ```
/// 003, 7.1: an insult is made before all Paris (the game's list); the insulted man has cause
/// to challenge.
pub fn insult(input: &str) -> PResult<'_, Draft<'_>> {
    const NAMES: &[&str] = &[
        "a coward",
        "a liar",
        "a cad",
        "a scoundrel",
        "a poltroon",
        "a knave",
        "a cheat",
        "a villain",
    ];
    const NOMBRES: &[&str] = &[
        "cobarde",
        "bellaco",
        "mentiroso",
        "canalla",
        "tramposo",
        "villano",
    ];
    let after = |r| {
        let (r, _) = opt(one_of(&[
            "publicly",
            "in public",
            "before the whole club",
            "before the club",
            "before all paris",
            "on the list",
            "publicamente",
            "en publico",
            "ante todo el club",
            "ante todo paris",
        ]))
        .parse(r)?;
        Ok((r, ()))
    };
    // "llamo cobarde a Jussac".
    if let Ok((r, _)) = one_of(&["llamo"])(input) {
        let (r, _) = one_of(NOMBRES)(r)?;
        let (r, _) = after(r)?;
        let (r, _) = one_of(&["a", "al"])(r)?;
        let (r, whom) = super::action::name(r)?;
        let (r, _) = after(r)?;
        return done(
            r,
            Action::Insult {
                whom: whom.to_string(),
            },
        );
    }
    // "call Jussac a coward (before the club)".
    if let Ok((r, _)) = one_of(&["i call", "call"])(input) {
        let end = NAMES.iter().filter_map(|n| r.find(&format!(" {n}"))).min();
        let Some(end) = end else {
            return PErr::at(input).miss();
        };
        let (left, whom) = super::action::name(&r[..end])?;
        if !sp(left).is_empty() {
            return PErr::at(input).miss();
        }
        let (r, _) = one_of(NAMES)(&r[end..])?;
        let (r, _) = after(r)?;
        return done(
            r,
            Action::Insult {
                whom: whom.to_string(),
            },
        );
    }
    let (r, _) = one_of(&[
        "i publicly insult",
        "publicly insult",
        "i insult",
        "insult",
        "insulto",
    ])(input)?;
    let (r, _) = after(r)?;
    let (r, _) = opt(one_of(&["a", "al"])).parse(r)?;
    let (r, whom) = person_or_fail(r, "insult")?;
    let (r, _) = after(r)?;
    done(
        r,
        Action::Insult {
            whom: whom.to_string(),
        },
    )
}
