//! Standing duel orders (the *Elan* rules, 001): sequences of duel actions, the weapon, when
//! to surrender, whom to refuse quarter and which challenges to accept.
//!
//! ```text
//! duel_line     = weapon_line | surrender_line | quarter_line | accept_line | sequence_line
//! weapon_line   = ("weapon" | "arma" | "i fight with" | "lucho con") [":"] weapon
//! surrender_line = ("surrender" | "me rindo" | "rendicion") ["at" | "a" | "when" | "below" ...]
//!                  (amount ["endurance"] | "half" | "la mitad" | FRACTION)
//!                | ("never surrender" | "no surrender" | "nunca me rindo")
//! quarter_line  = ("no quarter to" | "no quarter for" | "sin cuartel para" | "no acepto la rendicion de"
//!                 | "no aceptare rendiciones de" | ...) names ["si nos encontramos" | "if we meet"]
//! accept_line   = "accept all challenges" ["except from" names] | "accept challenges with cause"
//!               | "decline all challenges" | "acepto todos los retos" | "solo con causa" ...
//! sequence_line = [("sequence" | "secuencia") [DIGITS] [":"]] [against ":"] (codes | routine_names)
//! against       = ("against" | "vs" | "contra") TEXT
//! codes         = CODE (("-" | "," | " " | "/")+ CODE)*
//! ```
//! English codes (`X L S C K JB CL R T P B Sur OP1 OP2 OB1 OB2`) or 003's Spanish ones (`X F T
//! E K SA AC A P B R`); a sequence in Spanish codes is stored in English codes. `T` is the
//! throw in English and the slash in Spanish: a sequence with only codes common to both is
//! read in the letter's language.

use super::lex::{one_of, punct, sp};
use super::society::weapon_plural;
use super::surrender::{
    ENDURANCE_UNITS, disagreeing_surrender, is_surrender_sentence, surrender_sentence,
};
use super::text::Line;
use crate::orders::{Diagnostic, DuelOrders, Say, Sequence, Severity, SurrenderAt};
use crate::tables::duelling::{Act, routine};
use crate::vocab::Language;
use nom::Parser;
use nom::combinator::opt;

/// A sequence as written: resolved at the end, when the language is known.
#[derive(Debug, Clone)]
struct RawSequence {
    line: u32,
    /// The last line it was written on, when written over several.
    end_line: u32,
    column: u32,
    text: String,
    against: Option<String>,
    /// Upper-case codes as written (or expanded from routine names, already English).
    codes: Vec<String>,
    english_only: bool,
}

/// The duel orders being read.
#[derive(Debug, Default)]
pub struct DuelDraft {
    /// The language of the duel heading, if it had words ("Duelo:", "Secuencia:").
    pub language: Option<Language>,
    orders: DuelOrders,
    pub(super) any: bool,
    sequences: Vec<RawSequence>,
    diagnostics: Vec<Diagnostic>,
}

/// Never to surrender.
pub(super) const NEVER: &[&str] = &[
    "never surrender",
    "no surrender",
    "never",
    "i never surrender",
    "i will never surrender",
    "i shall never surrender",
    "i shall not yield",
    "i do not surrender",
    "i dont surrender",
    "i will not surrender",
    "i wont surrender",
    "i shall not surrender",
    "he never surrenders",
    "he does not surrender",
    "he will not surrender",
    "he never yields",
    "i will not yield",
    "i shall never yield",
    "i will never yield",
    "never yield",
    "nunca me rindo",
    "nunca",
    "no me rindo nunca",
    "no me rindo",
    "jamas me rindo",
    "jamas",
    "sin rendicion",
];

const EN_ONLY: &[&str] = &["L", "S", "C", "JB", "CL", "SUR", "OP1", "OP2", "OB1", "OB2"];
const ES_ONLY: &[&str] = &["F", "E", "SA", "AC", "A"];
const COMMON: &[&str] = &["X", "K", "P", "B", "R", "T"];

impl DuelDraft {
    /// Reads `piece` (a slice of the folded `line`) as a duel order; `strict`: in the duel
    /// section, where a line that is no duel order is an error. False when it is not one
    /// (outside the duel section, the caller reads it as orders).
    pub fn line(&mut self, line: &Line, piece: &str, strict: bool) -> bool {
        // "E.", "J.M.": an initial signing the letter, not a code.
        let whole = piece.trim();
        // (Not "B." after the routines before it on the same line: "X-L-X; X-S; B.".)
        let after_routines = self
            .sequences
            .last()
            .is_some_and(|s| s.end_line == line.number);
        if whole.len() <= 4
            && whole.ends_with('.')
            && whole.chars().all(|c| c.is_ascii_alphabetic() || c == '.')
            && !after_routines
        {
            return true;
        }
        let t = sp(piece).trim_end_matches(['.', ';', ' ']);
        if t.is_empty() {
            return true;
        }
        // "Duel with rapier: X-L-X P-R", "Duelo con espada: ...": the weapon after the
        // heading, never a man to fight ("for duels with Jussac: ...").
        if let Ok((r, _)) = one_of(&["with", "con", "using", "usando"])(t)
            && let Ok((r, _)) = opt(one_of(&["the", "my", "a", "el", "la", "mi"])).parse(r)
            && let Ok((r, weapon)) = weapon_plural(r)
            && let Ok((r, _)) = punct(':')(r)
        {
            self.orders.weapon = Some(weapon);
            self.any = true;
            return self.line(line, r, strict);
        }
        // "No surrender – Marines don't": never to surrender, and his reason, read past.
        if let Ok((reason, _)) = one_of(NEVER)(t)
            && super::standing::is_a_reason(reason)
            && self.standing(line, &t[..t.len() - reason.len()])
        {
            let reason = reason.trim_start_matches(|c: char| !c.is_alphanumeric());
            self.read_past(line, reason.trim_end_matches(')'));
            self.any = true;
            return true;
        }
        if self.standing(line, t) {
            self.any = true;
            return true;
        }
        // "Observaciones: gastos ostentosos. Y no acepto la rendición de Lazcano": a standing
        // order among the month's, after a word that joins it to them.
        // (In the duel section too: "..., and he will not accept the surrender of X".)
        if let Ok((r, _)) = one_of(&["y", "and", "also", "tambien", "ademas", "and also"])(t)
            && self.standing(line, sp(r))
        {
            self.any = true;
            return true;
        }
        if let Some((end, at)) = surrender_sentence(t)
            && sp(&t[end..]).is_empty()
        {
            self.any = true;
            self.surrender(line, &t[..end], at);
            return true;
        }
        if let Some(seq) = sequence_line(t, strict) {
            self.any = true;
            let (against, codes, english_only) = seq;
            self.sequences.push(RawSequence {
                line: line.at(t).0,
                end_line: line.at(t).0,
                column: line.at(t).1,
                text: line.original_of(t).trim().to_string(),
                against: against.map(|a| line.original_of(a).trim().to_string()),
                codes,
                english_only,
            });
            return true;
        }
        // "If he is called out this month he'll fight with the rapier as before: X-L-X ...":
        // the weapon, then the sequence after the colon.
        if let Some(k) = t.find(':')
            && let Some(w) = super::standing::weapon_if_called_out(&t[..k])
            && holds_codes(&t[k + 1..])
            && self.line(line, &t[k + 1..], strict)
        {
            self.orders.weapon = Some(w);
            self.any = true;
            return true;
        }
        // "same as ever except I've put in the furious slash: rapier, X-L-X ...": words of
        // his own before a colon, the orders after it.
        if let Some(k) = t.find(':')
            && t[..k].split_whitespace().count() >= 3
            && !holds_codes(&t[..k])
            && !names_a_weapon(&t[..k])
            && !is_surrender_sentence(&t[..k])
            && holds_codes(&t[k + 1..])
            && self.line(line, &t[k + 1..], strict)
        {
            return true;
        }
        // "rapier, X-L-X CL-K-X, surr 1/2 end", "dagger / CL-K-X-X-X / surrender at 50%",
        // "Duelo (arma: espada): -X-F-X-": several duel orders on one line.
        let parts = parts(t);
        if parts.len() > 1 {
            let mut all = true;
            // "Lunge, then the kick (X-L-X, CL-K-X-X-X)", "X-L-X (the lunge)": the routines
            // said in words and glossed in codes in brackets (or the other way) are one
            // sequence, read from its codes.
            // ("lunge, furious slash, jump back, block - X-L-X X-S-X-C-X-X-X JB-X B": or after
            // a dash.)
            let coded = (t.contains('(') || t.contains(" - ") || t.contains(" – "))
                && parts.iter().any(|p| {
                    routines_by_name(p).is_none()
                        && (holds_codes(p) || sequence_line(p, true).is_some())
                });
            for part in parts {
                // ("block - X-L-X ...": the last move named, then the codes after a dash.)
                let dash = [" - ", " – "]
                    .iter()
                    .find_map(|d| part.find(d).map(|k| (k, d.len())));
                let part = match dash {
                    Some((k, n)) if coded && routines_by_name(&part[..k]).is_some() => {
                        self.read_past(line, part[..k].trim());
                        &part[k + n..]
                    }
                    _ => part,
                };
                // "X-S-X-X-X, after JB-X, after B": one code after its joining word.
                let part = match one_of(CONNECTIVES)(part) {
                    Ok((r, _))
                        if single_code(sp(r)) > 0
                            && sp(r)[single_code(sp(r))..]
                                .trim_matches(['.', ' '])
                                .is_empty() =>
                    {
                        sp(r)
                    }
                    _ => part,
                };
                if coded && (routines_by_name(part).is_some() || tells_a_routine(part)) {
                    // (Said to the player as read past, the codes being what is played.)
                    self.read_past(line, part.trim().trim_end_matches('.'));
                    continue;
                }
                all &= self.line(line, part, strict || starts_with_codes(part));
            }
            if all {
                return true;
            }
        }
        if strict {
            self.read(line, t);
            return true;
        }
        false
    }

    /// Tells the player `words` (a slice of `line`) were read past.
    fn read_past(&mut self, line: &Line, words: &str) {
        self.say(line, words, Severity::Warning, Say::ReadPast);
    }

    /// Tells the player (or the GM) `say` of `words`, a slice of `line`.
    fn say(&mut self, line: &Line, words: &str, severity: Severity, say: Say) {
        let (number, column) = line.at(words);
        self.diagnostics.push(Diagnostic::new(
            number,
            column,
            severity,
            super::diagnostic::one_line(line.original_of(words)),
            say,
        ));
    }

    /// Reads a duel order as a GM does, where no duel line takes `t` whole: the order
    /// wherever it starts ("For the duel: I fight with the rapier"); words with nothing of a
    /// duel in them (a sign-off, "nada más") are read past; anything else goes to the GM.
    fn read(&mut self, line: &Line, t: &str) {
        let mut k = 0;
        let mut found = false;
        // Words not understood, as (start, end) in `t`.
        let mut left: Vec<(usize, usize)> = Vec::new();
        while k < t.len() {
            let rest = &t[k..];
            if self.standing(line, rest) {
                found = true;
                break;
            }
            // "I shall surrender when reduced to 20 endurance", "When my endurance become
            // half, I surrender", "Me rindo si me quedan 25 puntos de resistencia o menos".
            if let Some((end, at)) = surrender_sentence(rest) {
                found = true;
                self.surrender(line, &rest[..end], at);
                k += end.max(1);
                continue;
            }
            // (Codes after a dash are the tail of a sequence not understood, not one; a dash
            // standing apart, "rapier - XLX, XLX", parts the line as a colon would.)
            let before = t[..k].trim_end();
            let tail = before.ends_with('-') && !before.ends_with(" -");
            let run = if tail { 0 } else { code_run(rest) };
            // "He starts with a block (B), then ...": one code, in brackets after its name.
            let run = if run == 0 && !tail && t[..k].ends_with('(') {
                code_in_brackets(rest)
            } else if run == 0 && !tail {
                // "Duel - sabre: XLX XS XXS": routines written without dashes.
                match glued_run(rest) {
                    // "X-L-X then CL-K-X-X-X then X-S then B", "..., after B": a routine of
                    // one code, after the routines before it.
                    // (Its clause may stand alone after a comma: "X-S, at the end B".)
                    0 if (found || !self.sequences.is_empty()) && after_connective(&t[..k]) => {
                        single_code(rest)
                    }
                    // ("X-L-X; CL-K-X-X-X; X-S; B.": one code alone in the last part of a line
                    // whose parts before were routines.)
                    0 if k == 0
                        && self
                            .sequences
                            .last()
                            .is_some_and(|s| s.end_line == line.number)
                        && sp(&rest[single_code(rest)..])
                            .trim_matches(['.', ' '])
                            .is_empty() =>
                    {
                        single_code(rest)
                    }
                    glued => glued,
                }
            } else {
                run
            };
            if run > 0
                && let Some((against, codes, english_only)) = sequence_line(&rest[..run], true)
            {
                found = true;
                self.sequences.push(RawSequence {
                    line: line.at(rest).0,
                    end_line: line.at(rest).0,
                    column: line.at(rest).1,
                    text: line.original_of(&rest[..run]).trim().to_string(),
                    against: against.map(|a| line.original_of(a).trim().to_string()),
                    codes,
                    english_only,
                });
                k += run;
                continue;
            }
            if let Ok((after, w)) = weapon_plural(rest) {
                found = true;
                self.orders.weapon.get_or_insert(w);
                k = t.len() - after.len();
                continue;
            }
            // The next word.
            let n = rest
                .find(|c: char| !c.is_alphanumeric())
                .unwrap_or(rest.len())
                .max(1);
            let mut n = n.min(rest.len());
            while !rest.is_char_boundary(n) {
                n += 1;
            }
            match left.last_mut() {
                Some(last) if t[last.1..k].trim().is_empty() => last.1 = k + n,
                _ => left.push((k, k + n)),
            }
            let skip = rest[n..]
                .find(char::is_alphanumeric)
                .map_or(rest.len(), |m| n + m);
            // "espada: -X-F-X- -X-T-": a sequence that opens with its dash starts there.
            let skip = match rest[..skip].strip_suffix('-') {
                Some(before) if before.ends_with([' ', ':', ',', '(']) => skip - 1,
                _ => skip,
            };
            k += skip;
        }
        self.any |= found;
        if !found {
            left = vec![(0, t.len())];
        }
        for (a, b) in left {
            let words = t[a..b].trim();
            // "Duel orders (rapier):": the heading's colon after its bracket says nothing.
            if !words.contains(char::is_alphanumeric) {
                continue;
            }
            // "surrender at half (pag kalahati na endurance ko)": the point said again in
            // his own words, with no number of its own, after it was read.
            let said_again = self.orders.surrender_at.is_some()
                && !words.contains(|c: char| c.is_ascii_digit())
                && words.split(' ').any(|w| ENDURANCE_UNITS.contains(&w))
                && !["never", "nunca", "quarter", "cuartel"]
                    .iter()
                    .any(|w| words.contains(w));
            let talk = is_duel_talk(words)
                && !said_again
                && !is_news(&line.folded)
                && !names_the_sequence(words)
                && !(speaks_of_the_sequence(words)
                    && ((found && holds_code_run(&line.folded)) || words.ends_with([',', ':'])))
                && !super::pleasantry::is_address(line.original);
            let (severity, say) = if talk
                && !says_unchanged(words)
                && !(moves_in_words(words) && holds_code_run(&line.folded))
            {
                (Severity::Error, Say::DuelOrder)
            } else if found {
                continue; // "For the duel: I fight with the rapier"
            } else {
                (Severity::Warning, Say::ReadPast)
            };
            self.say(line, words, severity, say);
        }
    }

    /// A standing order of `t` (the weapon, quarter, challenges, a surrender point said
    /// short): its surrender point checked against one said before, as `surrender` checks.
    fn standing(&mut self, line: &Line, t: &str) -> bool {
        let before = self.orders.surrender_at.take();
        let refused = self.orders.no_quarter.len();
        if !super::standing::standing(&mut self.orders, line, t) {
            self.orders.surrender_at = before;
            return false;
        }
        // "If I meet Garrigou: no quarter for him": "him" is the man the line named before.
        for whom in &mut self.orders.no_quarter[refused..] {
            if matches!(whom.as_str(), "him" | "el" | "le")
                && let Some(named) = last_named(line, &line.folded[..line.offset(t)])
            {
                *whom = named;
            }
        }
        match (before, self.orders.surrender_at) {
            (Some(before), None) => self.orders.surrender_at = Some(before),
            (Some(before), Some(now)) => {
                self.orders.surrender_at = Some(before);
                self.another_point(line, t, now);
            }
            _ => {}
        }
        true
    }

    /// The surrender point a sentence gives, unless its numbers disagree: then the GM asks.
    fn surrender(&mut self, line: &Line, sentence: &str, at: SurrenderAt) {
        // The whole sentence on the line, past the commas that cut a duel line in parts ("Me
        // rindo a 20 puntos, o sea, a la mitad (mi resistencia total es de 60)").
        let from = line.offset(sentence).min(line.folded.len());
        let rest = &line.folded[from..];
        let whole = &rest[..rest.find(['.', ';']).unwrap_or(rest.len())];
        let whole = if whole.len() > sentence.len() {
            whole
        } else {
            sentence
        };
        if let Some((percent, endurance, total)) = disagreeing_surrender(whole) {
            let say = Say::SurrenderDisagrees {
                percent,
                endurance,
                total,
            };
            self.say(line, whole, Severity::Error, say);
            return;
        }
        self.another_point(line, whole, at);
    }

    /// The surrender point `at`, said in `whole`, beside the one said before it, if any.
    fn another_point(&mut self, line: &Line, whole: &str, at: SurrenderAt) {
        match self.orders.surrender_at {
            None => self.orders.surrender_at = Some(at),
            // "... make the surrender 30 endurance instead": the letter changes its point.
            Some(_) if says_a_change(whole) => self.orders.surrender_at = Some(at),
            // "no me rindo nunca ... si me dejan por debajo de 20, me rindo": two points, and
            // nothing says which stands.
            Some(before) if before != at => {
                self.say(line, whole, Severity::Error, Say::SurrenderTwice);
            }
            Some(_) => {}
        }
    }

    /// The duel orders, sequences in English codes as written, and the diagnostics.
    pub fn finish(mut self, language: Language) -> (Option<DuelOrders>, Vec<Diagnostic>) {
        if !self.any {
            return (None, self.diagnostics);
        }
        // "rapier, X-L-X, P-R, JB-X": groups of one line, or of lines one under the other
        // ("• Lunge (X-L-X)" then "• Jump back (JB-X)"), for no one in particular, are one
        // sequence written in pieces (the duel would play them one after the other anyway).
        let mut raws: Vec<RawSequence> = Vec::new();
        for raw in std::mem::take(&mut self.sequences) {
            match raws.last_mut() {
                Some(last)
                    if (last.line..=last.end_line + 1).contains(&raw.line)
                        && last.against.is_none()
                        && raw.against.is_none() =>
                {
                    last.end_line = raw.line;
                    last.codes.extend(raw.codes);
                    last.english_only |= raw.english_only;
                    last.text = format!("{}, {}", last.text, raw.text);
                }
                _ => raws.push(raw),
            }
        }
        for raw in raws {
            let spanish_only = raw.codes.iter().any(|c| ES_ONLY.contains(&c.as_str()));
            let language = self.language.unwrap_or(language);
            let mixed = spanish_only && raw.english_only;
            // "XFX XXT B JBX": codes of both languages. Each is read in the language it
            // belongs to, and those of both (T, the Spanish slash and the English throw) in
            // the letter's; the player is told.
            if mixed {
                self.diagnostics.push(Diagnostic::new(
                    raw.line,
                    raw.column,
                    Severity::Warning,
                    raw.text.clone(),
                    Say::MixedCodes,
                ));
            }
            let spanish = spanish_only || (!raw.english_only && language == Language::Spanish);
            let acts: Vec<Act> = raw
                .codes
                .iter()
                .filter_map(|c| {
                    let c = c.as_str();
                    let in_spanish = if mixed {
                        ES_ONLY.contains(&c)
                            || !EN_ONLY.contains(&c) && language == Language::Spanish
                    } else {
                        spanish
                    };
                    if in_spanish {
                        Act::from_spanish_code(c)
                    } else {
                        Act::from_code(c)
                    }
                })
                .collect();
            // Filed as written: the check against Duelling Table A is the rules' (the
            // acknowledgement and the duel both use `rules::duel::sequence::check`).
            if !acts.is_empty() {
                self.orders.sequences.push(Sequence {
                    against: raw.against,
                    actions: acts.iter().map(|a| a.code().to_string()).collect(),
                    line: raw.line,
                    column: raw.column,
                });
            }
        }
        (Some(self.orders), self.diagnostics)
    }
}

/// Names separated by commas, "and", "y", as the player wrote them.
pub(super) fn list(line: &Line, folded: &str) -> Vec<String> {
    // "de Don Gaspar si nos batimos, por lo que dijo de mi madre": the names end where a
    // condition or a reason starts.
    const ENDS: &[&str] = &[
        " si ",
        " if ",
        " should ",
        " por lo que ",
        " porque ",
        " because ",
        " for what ",
        " for his ",
        " since ",
        " who ",
        " que ",
        " por ",
    ];
    let padded = format!("{folded} ");
    let end = ENDS
        .iter()
        .filter_map(|e| padded.find(e))
        .min()
        .unwrap_or(folded.len())
        .min(folded.len());
    folded[..end]
        .split([',', ';'])
        .flat_map(|p| p.split(" and ").flat_map(|q| q.split(" y ")))
        .map(|n| {
            line.original_of(n.trim())
                .trim()
                .trim_end_matches('.')
                .to_string()
        })
        .filter(|n| !n.is_empty())
        // "No quarter for Capt. Daubigné, he knows why": a reason, not a second man.
        .filter(|n| {
            let f = crate::orders::names::fold(n);
            !["he ", "she ", "they ", "it ", "el ", "ella ", "ellos "]
                .iter()
                .any(|p| f.starts_with(p))
        })
        .collect()
}

/// Routine names, English and Spanish, and their actions (the slash in its full form).
const ROUTINE_NAMES: &[(&str, &str)] = &[
    ("furious slash", "furious slash"),
    ("furious lunge", "furious lunge"),
    ("jump back", "jump back"),
    ("jumpback", "jump back"),
    ("rest", "rest"),
    ("lunge", "lunge"),
    ("slash", "slash"),
    ("kick", "kick"),
    ("throw", "throw"),
    ("parry", "parry"),
    ("parry and riposte", "parry"),
    ("parry riposte", "parry"),
    ("parry with a riposte", "parry"),
    ("parada y respuesta", "parry"),
    ("block", "block"),
    ("close", "close"),
    ("tajo furioso", "furious slash"),
    ("fondo furioso", "furious lunge"),
    ("asalto a fondo furioso", "furious lunge"),
    ("salto atras", "jump back"),
    ("pose", "rest"),
    ("descanso", "rest"),
    ("asalto a fondo", "lunge"),
    ("fondo", "lunge"),
    ("tajo", "slash"),
    ("patada", "kick"),
    ("lanzamiento", "throw"),
    ("arrojar", "throw"),
    ("parada", "parry"),
    ("bloqueo", "block"),
    ("acercarse", "close"),
];

/// The codes of routines named in words ("lunge, then kick", "fondo y patada"), when `t` is
/// nothing else.
fn routines_by_name(t: &str) -> Option<Vec<String>> {
    let mut out = Vec::new();
    let mut rest = t;
    loop {
        let r = sp(rest).trim_start_matches([',', '-', '+', ' ']);
        let r = one_of(&["and", "y", "then", "luego"])(r).map_or(r, |(r, _)| r);
        let r = sp(r);
        if r.is_empty() {
            break;
        }
        let table: Vec<(&'static str, &'static str)> = ROUTINE_NAMES.to_vec();
        let (after, (_, name)) = super::lex::longest(r, table).ok()?;
        for s in &routine(name)?.steps {
            if !s.optional || name == "slash" {
                out.push(s.act.code().to_uppercase());
            }
        }
        rest = after;
    }
    (!out.is_empty()).then_some(out)
}

/// "he opens with a slash", "follows with the furious slash", "jumps back": a routine told
/// in a few words of prose, with no code of its own (its codes are in the brackets beside it).
fn tells_a_routine(t: &str) -> bool {
    let t = sp(t).trim_end_matches(['.', ' ']);
    let words: Vec<&str> = t.split_whitespace().collect();
    !t.contains(|c: char| c.is_ascii_digit())
        && (1..=8).contains(&words.len())
        && (0..words.len()).any(|k| {
            super::lex::longest(
                &t[t.len() - words[k..].join(" ").len()..],
                ROUTINE_NAMES.to_vec(),
            )
            .is_ok()
        })
        && !holds_codes(t)
        && !names_a_weapon(t)
}

/// True when `t` starts with a sequence of at least three codes written with dashes
/// ("X-L-X CL-K-X-X-X, rapier"): duel orders wherever they stand.
pub fn starts_with_codes(t: &str) -> bool {
    let first = parts(t).first().copied().unwrap_or("");
    first.contains('-')
        && sequence_line(first, true)
            .is_some_and(|(against, codes, _)| against.is_none() && codes.len() >= 3)
}

/// True when a duel sequence is written somewhere in `t` ("..., con la espada: -X-F-X-").
pub fn holds_codes(t: &str) -> bool {
    t.char_indices()
        .filter(|&(i, _)| i == 0 || t[..i].ends_with([' ', ':', ',', '(']))
        .any(|(i, _)| starts_with_codes(&t[i..]))
}

/// True when a word of `t` is a run of duel codes written without dashes ("xsxxx jbx"): three
/// letters or more, an X among them.
pub fn holds_glued_codes(t: &str) -> bool {
    t.split_whitespace().any(|w| {
        w.len() >= 3 && w.contains(['x', 'X']) && unglued(&w.to_ascii_uppercase()).is_some()
    })
}

/// True when a run of duel codes joined by dashes stands somewhere in `t`, amid prose or
/// not ("... - that is X-L-X X-L-X CL-K-X-X-X P-R. I yield ...").
pub fn holds_code_run(t: &str) -> bool {
    code_run_start(t).is_some()
}

/// Where the first run of duel codes joined by dashes starts in `t`.
pub fn code_run_start(t: &str) -> Option<usize> {
    t.char_indices()
        .filter(|&(i, _)| i == 0 || t[..i].ends_with([' ', ':', ',', '(']))
        .map(|(i, _)| i)
        .find(|&i| {
            let run = code_run(&t[i..]);
            run > 0 && t[i..i + run].matches('-').count() >= 2
        })
}

/// True when a weapon is named somewhere in `s` ("if it comes to swords I use my rapier").
pub fn names_a_weapon(s: &str) -> bool {
    s.char_indices()
        .filter(|&(i, _)| i == 0 || s[..i].ends_with(' '))
        .any(|(i, _)| super::society::weapon_plural(&s[i..]).is_ok())
}

/// The duel orders of one line: cut at commas, tabs, semicolons, bars ("rapier | X-L-X |
/// surrender at 20"), " / ", " stop " (a telegram) and brackets (whose words are a part
/// too); empty parts left out.
fn parts(t: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut i = 0;
    let bytes = t.as_bytes();
    while i < t.len() {
        let cut = match bytes[i] {
            b',' | b';' | b'\t' | b'|' | b'(' | b')' | b'[' | b']' => 1,
            b'/' if i > 0 && bytes[i - 1] == b' ' => 1,
            // "X-X-S · X-L-X · B": a middle dot (folded to a star) between routines.
            b'*' if i > 0 && bytes[i - 1] == b' ' => 1,
            b' ' if t[i..].starts_with(" stop")
                && !t[i + 5..].starts_with(char::is_alphanumeric) =>
            {
                5
            }
            b' ' if t[i..].starts_with(" -- ") => 4,
            // "L-X-X-C-X-X-X => X-L-X => P": arrows typed as two characters.
            b'=' | b'-' | b'~' if t[i + 1..].starts_with('>') => 2,
            // "Duel ▸ rapier ▸ X-L-X P-R ▸ yield at 25 end": the writer's own marks.
            _ if t.is_char_boundary(i) => t[i..]
                .chars()
                .next()
                .filter(|c| super::lex::is_mark(*c))
                .map_or(0, char::len_utf8),
            _ => 0,
        };
        if cut > 0 {
            out.push(&t[start..i]);
            i += cut;
            start = i;
        } else {
            i += 1;
        }
    }
    out.push(&t[start..]);
    out.retain(|p| !p.trim().is_empty());
    out
}

/// The length of the run of duel codes (three or more, by spaces or dashes) that starts `t`,
/// up to the last code; 0 when there is none.
/// True when `t` holds one code in brackets: "a block (B)".
pub fn holds_bracketed_code(t: &str) -> bool {
    t.match_indices('(')
        .any(|(k, _)| code_in_brackets(&t[k + 1..]) > 0)
}

/// The length of the code that opens `t` (a word of Duelling Table A's codes), or 0.
fn code_word(t: &str) -> usize {
    let n = t.find(|c: char| !c.is_alphanumeric()).unwrap_or(t.len());
    let up = t[..n].to_uppercase();
    let known = EN_ONLY.contains(&up.as_str())
        || ES_ONLY.contains(&up.as_str())
        || COMMON.contains(&up.as_str());
    if known { n } else { 0 }
}

/// The length of one code closed by a bracket at `t` ("B)"), or 0.
fn code_in_brackets(t: &str) -> usize {
    match code_word(t) {
        n if n > 0 && t[n..].starts_with(')') => n,
        _ => 0,
    }
}

/// Whether `before` ends with a word that joins one routine to the next ("then", "after",
/// ",").
fn after_connective(before: &str) -> bool {
    let b = before.trim_end();
    b.ends_with(',')
        || b.rsplit(' ')
            .next()
            .is_some_and(|w| CONNECTIVES.contains(&w))
}

/// The words that join one routine to the next ("then B", "despues B").
const CONNECTIVES: &[&str] = &[
    "then",
    "after",
    "and",
    "finally",
    "lastly",
    "y",
    "luego",
    "despues",
    "tras",
    "finalmente",
    // "..., at the end B", "y al final B".
    "end",
    "final",
];

/// The length of one code standing alone at the start of `t` ("b." after "then"), or 0.
fn single_code(t: &str) -> usize {
    let n = code_word(t);
    // ("and a block, B": "a" is a word there, not a code; a code alone ends its clause.)
    let after = t[n..].trim_start_matches(' ');
    let alone = after.is_empty() || after.starts_with(['.', ',', ';', ')']);
    if n > 0 && alone { n } else { 0 }
}

fn code_run(t: &str) -> usize {
    let mut end = 0;
    let mut count = 0;
    let mut k = 0;
    while k < t.len() {
        let rest = &t[k..];
        let gap = rest.len() - rest.trim_start_matches([' ', '-']).len();
        let word = &rest[gap..];
        let n = word
            .find(|c: char| !c.is_alphanumeric())
            .unwrap_or(word.len());
        if n == 0 {
            break;
        }
        let up = word[..n].to_uppercase();
        let up = up.as_str();
        if !(EN_ONLY.contains(&up) || ES_ONLY.contains(&up) || COMMON.contains(&up)) {
            break;
        }
        count += 1;
        k += gap + n;
        end = k;
    }
    // Two codes joined by a dash are a routine too ("then JB-X", "P-R"); two words apart
    // may be prose.
    // (Not the head of a longer dashed run that holds something else: "X-L-Q-X".)
    let whole = !t[end..].starts_with('-') || t[end + 1..].starts_with([' ', '.', ',', ';']);
    if count >= 3 || (count == 2 && whole && t[..end].trim_start_matches(['-', ' ']).contains('-'))
    {
        end
    } else {
        0
    }
}

/// "My February sequence stands", "sequence unchanged", "la secuencia de siempre": the
/// standing orders stay, which is no order to read.
fn says_unchanged(t: &str) -> bool {
    const SAME: &[&str] = &[
        "unchanged",
        "keep the sequence",
        "keep my sequence",
        "same sequence",
        "misma secuencia",
        "mantengo la secuencia",
        "stands",
        "stand",
        "as before",
        "as above",
        "as last month",
        "as usual",
        "as always",
        "as ever",
        "same as always",
        "same weapon",
        "same as last month",
        "same as before",
        // "Duel is same.": a non-native speaker's "the same".
        "is same",
        "is the same",
        "are same",
        "are the same",
        "no change",
        "no changes",
        "sin cambios",
        "como antes",
        "como siempre",
        "de siempre",
        "igual que",
        "el mes pasado",
    ];
    !t.contains(|c: char| c.is_ascii_digit())
        && t.char_indices()
            .filter(|&(i, _)| i == 0 || t[..i].ends_with(' '))
            .any(|(i, _)| one_of(SAME)(&t[i..]).is_ok())
}

/// "a lunge, a kick, then a parry (X-L-X, CL-K-X-X-X, P-R)": the moves in words beside their
/// codes on the same line, which say them.
fn moves_in_words(t: &str) -> bool {
    const MOVES: &[&str] = &[
        "a",
        "an",
        "the",
        "then",
        "and",
        "another",
        "lunge",
        "lunges",
        "kick",
        "kicks",
        "parry",
        "parries",
        "riposte",
        "slash",
        "slashes",
        "cut",
        "thrust",
        "block",
        "close",
        "jab",
        "rest",
        "feint",
        "furious",
        "quick",
        "fast",
        "hard",
        "wild",
        "big",
        "strong",
        "again",
        "twice",
        "with",
        "of",
        "estocada",
        "patada",
        "parada",
        "tajo",
        "y",
        "luego",
        "una",
        "un",
        // "My sequence: lunge, lunge, kick - that is X-L-X ...": the codes said in words.
        "my",
        "sequence",
        "routine",
        "routines",
        "that",
        "is",
        "mi",
        "secuencia",
        "o",
        "sea",
        "es",
        "decir",
        "i.e",
        "ie",
    ];
    let words: Vec<&str> = super::lex::words_in(t).collect();
    !words.is_empty() && words.iter().all(|w| MOVES.contains(w))
}

/// True when `t` speaks of a duel: a number, a weapon, a code sequence or a duel word. Words
/// with none of these in the duel section are a sign-off or a remark.
/// The words of duel orders: a piece of the duel section with one of them is about the duel.
const WORDS: &[&str] = &[
    // A weapon the duel does not know: the GM decides.
    "pistol",
    "pistols",
    "pistola",
    "pistolas",
    "surrender",
    "surr",
    "yield",
    "rindo",
    "rendicion",
    "quarter",
    "cuartel",
    "challenge",
    "challenges",
    "reto",
    "retos",
    "desafio",
    "desafios",
    "accept",
    "acepto",
    "sequence",
    "seq",
    "secuencia",
    "weapon",
    "arma",
    "lunge",
    "parry",
    "slash",
    "kick",
    "block",
    "endurance",
    "resistencia",
    "half",
    "mitad",
    "feint",
    "finta",
    "fint",
    "thrust",
    "estocada",
    "riposte",
    "dodge",
    "esquiva",
    "repeat",
    "repito",
];

/// The last man `before` (a slice of `line`'s folded text) names, as written.
fn last_named(line: &Line, before: &str) -> Option<String> {
    before
        .char_indices()
        .rev()
        .filter(|&(k, c)| c.is_alphabetic() && (k == 0 || before[..k].ends_with(' ')))
        .filter_map(|(k, _)| super::slots::proper_name(line, &before[k..]))
        .map(|(_, name)| name)
        .find(|name| !matches!(*name, "i" | "he" | "yo"))
        .map(|name| line.original_of(name).trim().to_string())
}

/// Words by which a letter changes an order it gave: "make it 30 instead", "ahora me rindo a
/// los 28", "change the surrender to 20".
fn says_a_change(sentence: &str) -> bool {
    const CHANGE: &[&str] = &[
        "instead",
        "change",
        "changed",
        "rather",
        "actually",
        "correction",
        "now",
        "ahora",
        "cambio",
        "cambia",
        "mejor",
        "corrijo",
        "vez",
    ];
    sentence
        .split(|c: char| !c.is_alphanumeric())
        .any(|w| CHANGE.contains(&w))
}

/// A long sentence of the letter's news, after the duel orders: no word or code of a duel in
/// the whole line ("Been up tower all week ... nothing like 300 feet up in a spring gust", "Ando
/// en el turno de noche en la mina, allá abajo en el nivel 425, así que ..."). Its numbers are
/// the writer's life, not a surrender point.
fn is_news(line: &str) -> bool {
    let words: Vec<&str> = super::lex::words_in(line).collect();
    if holds_codes(line) || words.iter().any(|w| WORDS.contains(w)) {
        return false;
    }
    words.len() >= 12 || is_a_count_of_his_life(&words)
}

/// Words a surrender point or a duel's other numbers are said with, beyond `WORDS`: "I give
/// up at 20", "I quit when down to 15", "fight on till 10 left", "repeat three times".
const NUMBERS_OF_A_DUEL: &[&str] = &[
    "give",
    "gie",
    "quit",
    "stop",
    "stops",
    "mercy",
    "terms",
    "capitulate",
    "towel",
    "beg",
    "concede",
    "submit",
    "fold",
    "drop",
    "drops",
    "down",
    "below",
    "under",
    "left",
    "when",
    "fall",
    "falls",
    "end",
    "pts",
    "points",
    "hp",
    "fight",
    "fighting",
    "fights",
    "duel",
    "duels",
    "vs",
    "against",
    "times",
    "opponent",
    "rinde",
    "rendir",
    "rendirme",
    "cuando",
    "bajo",
    "queda",
    "quede",
    "quedo",
    "quedan",
    "menos",
    "puntos",
    "veces",
    "contra",
    "duelo",
    "percent",
    "ciento",
];

/// Words that say a number the way a surrender point is said when they stand beside it: "at
/// 20", "a los 20", "20 or less", "hasta 15", "with 12".
pub(super) const BESIDE_A_POINT: &[&str] = &[
    "at", "a", "al", "los", "to", "till", "until", "hasta", "with", "con", "or", "o", "of", "de",
    "is", "es", "por", "y", "and", "then", "luego",
];

/// A short remark of the writer's own life after the duel orders, its number a count of
/// things: "sent from the boat, sorry 4 typos", "sry short, at the trailhead w 1 bar", "ice
/// sculpture team 7, Harbin", "is the drink included in the 30 crowns?". Three words or more,
/// none of a duel's, and no number said the way a surrender point is ("at 20", "20 or less",
/// a number ending a short line).
fn is_a_count_of_his_life(words: &[&str]) -> bool {
    let number = |w: &str| w.starts_with(|c: char| c.is_ascii_digit());
    let said = words.iter().filter(|w| !number(w)).count();
    said >= 3
        && !words
            .iter()
            .any(|w| NUMBERS_OF_A_DUEL.contains(w) || ENDURANCE_UNITS.contains(w))
        && words.iter().enumerate().all(|(k, w)| {
            let beside = |j: Option<usize>| {
                j.and_then(|j| words.get(j))
                    .is_some_and(|v| BESIDE_A_POINT.contains(v))
            };
            !number(w)
                || (!beside(k.checked_sub(1))
                    && !beside(Some(k + 1))
                    && (k + 1 < words.len() || said >= 4))
        })
}

/// "con la secuencia -X-T-...", "with the sequence": words naming the sequence that follows.
fn names_the_sequence(words: &str) -> bool {
    [
        "con la secuencia",
        "la secuencia",
        "secuencia",
        "with the sequence",
        "the sequence",
        "sequence",
        "with sequence",
        "using the sequence",
        "usando la secuencia",
    ]
    .contains(&words.trim_end_matches(':'))
}

/// "I'll borrow the sample sequence from the Elan rules, X-L-X-...": words about the
/// sequence, with no number of their own, before the codes that were read.
pub(super) fn speaks_of_the_sequence(words: &str) -> bool {
    const SEQUENCE: &[&str] = &[
        "sequence",
        "sequences",
        "routine",
        "routines",
        "secuencia",
        "secuencias",
        "rutina",
    ];
    !words.contains(|c: char| c.is_ascii_digit())
        && words
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| SEQUENCE.contains(&w))
}

pub(super) fn is_duel_talk(t: &str) -> bool {
    // "I hope Maj. Aguilera accepts my challenge, I am ready for him": a wish, told.
    if super::pleasantry::is_wish(t) && !holds_codes(t) {
        return false;
    }
    // A line in quotation marks with no codes in it: a motto or a slogan under a signature
    // ("“Sugar Mas 55 – we coming out!”").
    let quoted = t.trim();
    if quoted.starts_with(['"', '“', '«'])
        && quoted
            .trim_end_matches(['.', '!', '?'])
            .ends_with(['"', '”', '»'])
        && !t
            .split_whitespace()
            .any(|w| w.split('-').filter(|c| !c.is_empty()).count() >= 3)
    {
        return false;
    }
    // A number, but not a regiment's ordinal in a signature ("Subaltern, 69th Arquebusiers")
    // nor a week ("cachai que la semana 3 es la importante").
    let words: Vec<&str> = super::lex::words_in(t).collect();
    if words.iter().enumerate().any(|(i, w)| {
        let digits = w.trim_start_matches(|c: char| c.is_ascii_digit());
        // A week, or a social level in a signature ("SL 8", "NS 10").
        let week = i > 0
            && matches!(
                words[i - 1],
                "week" | "wk" | "semana" | "weeks" | "semanas" | "sl" | "ns"
                    // ("line 11 all week": a tram's number in a sign-off.)
                    | "line" | "bus" | "route" | "tram" | "linea" | "ruta"
            );
        // A day of the month ("2 Sept holiday", "el 15 de septiembre").
        let month = |k: usize| {
            words.get(k).is_some_and(|m| {
                crate::calendar::month_by_word(m.strip_suffix('.').unwrap_or(m)).is_some()
            })
        };
        // "El 8 subimos a Caacupé", "El 7 quemamos al diablo": a day, its month unsaid.
        let el_day = i > 0
            && words[i - 1] == "el"
            && words.get(i + 1).is_some_and(|n| {
                n.chars().all(char::is_alphabetic)
                    && !["puntos", "de", "por", "pts", "porciento", "y"].contains(n)
            });
        // (A year after its month: "a 21 de julio de 2027", "July 21, 2027".)
        let date = month(i + 1)
            || (words.get(i + 1) == Some(&"de") && month(i + 2))
            || (i > 0 && month(i - 1))
            || (i > 1 && words[i - 1] == "de" && month(i - 2))
            || (i > 1 && words[i - 1].bytes().all(|b| b.is_ascii_digit()) && month(i - 2))
            || el_day;
        // "-31 this morning": below zero, the weather.
        let below_zero = t
            .match_indices(*w)
            .any(|(k, _)| t[..k].ends_with('-') && (k == 1 || t[..k - 1].ends_with(' ')));
        // The hour, the weather, a span of time or money of his own life: "open 4am", "-15
        // degrees", "until 3 in the morning", "two years".
        // (Or more than any man's endurance: "2000 birds salted".)
        // (A date or an hour in a reply's header, Korean, Japanese or Chinese: "2028년 9월
        // 17일 오후 9:40", "9月17日"; or "21:40" anywhere.)
        let clock = t.match_indices(*w).any(|(k, _)| {
            let after = &t[k + w.len()..];
            after.starts_with(':') && after[1..].starts_with(|c: char| c.is_ascii_digit())
                || t[..k].ends_with(':')
                    && t[..k]
                        .trim_end_matches(':')
                        .ends_with(|c: char| c.is_ascii_digit())
        });
        let of_his_life = matches!(
            digits,
            "am" | "pm" | "h" | "hrs" | "km" | "kg" | "c" | "f" | "k"
                | "년" | "월" | "일" | "시" | "분" | "年" | "月" | "日" | "時" | "时" | "分" | "号"
        ) || clock
            || w.parse::<u32>().is_ok_and(|n| n > 400)
            || words.get(i + 1).is_some_and(|next| {
            [
                "am",
                "pm",
                "oclock",
                "degrees",
                "deg",
                "grados",
                "in",
                "de",
                "years",
                "months",
                "weeks",
                "wks",
                "semanas",
                "days",
                "hours",
                "minutes",
                "anos",
                "meses",
                "dias",
                "horas",
                "minutos",
                "euros",
                "dollars",
                "bucks",
                "km",
                "miles",
                "kilos",
                "tons",
                "pesos",
                "people",
                "tourists",
                "customers",
                "bears",
                "boats",
                "this",
                "today",
                "tonight",
                "yesterday",
                "tomorrow",
                "below",
                "outside",
                "hoy",
                "ayer",
                "manana",
            ]
            .contains(next)
        }) || below_zero
            || (i > 0
                && ["until", "till", "since", "hasta", "desde", "las"].contains(&words[i - 1]))
            // "Fires lit at 4, haddie in by 6": the hour of a day's work (a surrender point
            // "at 20" comes with its own words: surrender, yield, endurance).
            || (i > 0
                && ["at", "by", "around", "before"].contains(&words[i - 1])
                && w.len() <= 2
                && w.parse::<u8>().is_ok_and(|h| (1..=12).contains(&h)));
        digits.len() < w.len()
            && !week
            && !date
            && !of_his_life
            && !matches!(digits, "st" | "nd" | "rd" | "th" | "º" | "ª" | "°")
    }) {
        return true;
    }
    // "X-L-Q-X": codes, even unknown ones.
    if t.split_whitespace().any(|w| {
        let codes: Vec<&str> = w.split('-').filter(|c| !c.is_empty()).collect();
        codes.len() >= 3 && codes.iter().all(|c| c.len() <= 3)
    }) {
        return true;
    }
    // At the start of each word.
    let starts = t
        .char_indices()
        .filter(|&(i, c)| c.is_alphanumeric() && !t[..i].ends_with(char::is_alphanumeric));
    for (i, _) in starts {
        let at = &t[i..];
        let word = at
            .split(|c: char| !c.is_alphanumeric())
            .next()
            .unwrap_or("");
        // "half of Hanoi is leaving town": half of anything but his endurance.
        // (Half at the end of a phrase, or of his endurance, is a surrender point.)
        let half_of_else = ["half", "mitad"].contains(&word) && {
            let after = &at[word.len()..];
            let mut next = after.split_whitespace();
            let his = |w: Option<&str>| {
                w.is_some_and(|w| {
                    ["end", "resist", "my", "mi", "his", "su", "points", "puntos"]
                        .iter()
                        .any(|e| w.starts_with(e))
                })
            };
            let first = next.next();
            // ("the co-op's half-year accounts": half a word of something else.)
            let compound = after
                .strip_prefix('-')
                .is_some_and(|a| a.starts_with(char::is_alphabetic));
            let ends = !compound && (after.trim().is_empty() || !after.starts_with(' '));
            let of_his = first.is_some_and(|w| ["of", "de"].contains(&w)) && his(next.next());
            !(ends || his(first) || of_his)
        };
        if (WORDS.contains(&word) && !half_of_else)
            || weapon_plural(at).is_ok()
            || starts_with_codes(at)
        {
            return true;
        }
    }
    false
}

/// A sequence line: (against, codes upper-case, has English-only codes). `strict` allows a
/// bare list of codes with no "sequence:" label.
fn sequence_line(t: &str, strict: bool) -> Option<(Option<&str>, Vec<String>, bool)> {
    let mut i = t;
    let mut labelled = false;
    if let Ok((r, _)) = one_of(&[
        "sequence",
        "sequences",
        "seq",
        "duel sequence",
        "secuencia",
        "secuencias",
        "secuencia de duelo",
        "routines",
        "rutinas",
        "sequence is",
        "my sequence is",
        "the sequence is",
        "my sequence",
        "la secuencia es",
        "mi secuencia es",
        "secuencia es",
        "mi secuencia",
    ])(i)
    {
        let r = sp(r);
        let r = r.trim_start_matches(|c: char| c.is_ascii_digit());
        i = punct(':')(r).map_or(r, |(r, _)| r);
        labelled = true;
    }
    if !labelled && !strict {
        return None;
    }
    let mut against = None;
    if let Ok((r, _)) = one_of(&[
        "against",
        "vs",
        "versus",
        "contra",
        "for duels with",
        "with",
    ])(i)
    {
        let r = sp(r);
        let end = r.find(':').or_else(|| r.find(" use "))?;
        against = Some(r[..end].trim());
        let rest = &r[end..];
        let rest = rest.strip_prefix(':').unwrap_or(rest);
        let rest = one_of(&["use", "usa", "uso", "i use"])(rest).map_or(rest, |(r, _)| r);
        i = punct(':')(rest).map_or(rest, |(r, _)| r);
    }
    let i = sp(i).trim_start_matches('-');
    if let Some(out) = routines_by_name(i) {
        return Some((against, out, true));
    }
    // Codes.
    let mut codes = Vec::new();
    let mut english_only = false;
    let mut glued_x = false;
    let mut glued = false;
    // ("X.L.X X.S CL.K.X.X.X": codes joined with dots.)
    for tok in i.split(['-', ',', ' ', '/', '–', '+', '.']) {
        if tok.is_empty() {
            continue;
        }
        let up = tok.to_uppercase();
        let up = up.trim_matches(['(', ')']).to_string();
        // "XLX XLX CLKXXX PR": codes written without dashes, one routine to a word.
        let parts = if is_code(&up) {
            vec![up]
        } else {
            let parts = unglued(&up)?;
            glued = true;
            glued_x |= up.contains('X');
            parts
        };
        for up in parts {
            english_only |= EN_ONLY.contains(&up.as_str());
            codes.push(up);
        }
    }
    // (Glued codes only where one of them holds an X, as every attack does: "rest" would
    // spell R-E-S-T.)
    // (Nor two letters glued, alone: "McAllen, TX" in a signature is no T-X.)
    if codes.is_empty() || glued && (!glued_x || codes.len() < 3) {
        return None;
    }
    Some((against, codes, english_only))
}

/// The length of a run of routines written without dashes at the start of `t` ("XLX XS XXS",
/// "CLKXXX PR"): words that are all codes, one of them holding an attack (X); 0 when none.
/// (A weapon's name is no codes: "sabre" would spell SA-B-R-E.)
fn glued_run(t: &str) -> usize {
    let mut end = 0;
    let mut codes = 0;
    let mut attack = false;
    let mut k = 0;
    while k < t.len() {
        let rest = &t[k..];
        // ("XLX+CLKXXX+XS+PR": routines joined with a plus.)
        let gap = rest.len() - rest.trim_start_matches([' ', ',', '+']).len();
        let word = &rest[gap..];
        let n = word
            .find(|c: char| !c.is_ascii_alphanumeric())
            .unwrap_or(word.len());
        if n == 0 || weapon_plural(&word[..n]).is_ok() {
            break;
        }
        let up = word[..n].to_uppercase();
        let parts = if is_code(&up) {
            vec![up.clone()]
        } else {
            match unglued(&up) {
                Some(parts) => parts,
                None => break,
            }
        };
        codes += parts.len();
        attack |= up.contains('X');
        k += gap + n;
        end = k;
    }
    if codes >= 3 && attack { end } else { 0 }
}

fn is_code(code: &str) -> bool {
    EN_ONLY.contains(&code) || ES_ONLY.contains(&code) || COMMON.contains(&code)
}

/// A word of codes written without dashes ("CLKXXX", "XLX"), split into its codes, the
/// two-letter ones first (CL, JB, SA, AC); `None` when it is not all codes.
fn unglued(word: &str) -> Option<Vec<String>> {
    const TWO: &[&str] = &["CL", "JB", "SA", "AC"];
    if word.len() < 2 || !word.is_ascii() || weapon_plural(&word.to_lowercase()).is_ok() {
        return None;
    }
    let mut out = Vec::new();
    let mut rest = word;
    while !rest.is_empty() {
        let code = TWO
            .iter()
            .find(|c| rest.starts_with(*c))
            .map_or(&rest[..1], |c| &rest[..c.len()]);
        if !is_code(code) {
            return None;
        }
        out.push(code.to_string());
        rest = &rest[code.len()..];
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_surrender_point_however_it_is_said() {
        for (text, at) in [
            (
                "i shall surrender when reduced to 20 endurance",
                SurrenderAt::Endurance(20),
            ),
            (
                "when my endurance become half, i surrender",
                SurrenderAt::Fraction(0.5),
            ),
            (
                "me rindo si me quedan 25 puntos de resistencia o menos",
                SurrenderAt::Endurance(25),
            ),
            ("surrender: 25% end", SurrenderAt::Fraction(0.25)),
            ("i yield at 30 endurance", SurrenderAt::Endurance(30)),
            ("i capitulate by 20 endurance", SurrenderAt::Endurance(20)),
            ("ill ask for terms at 22", SurrenderAt::Endurance(22)),
            (
                "he will ask for mercy once his endurance has fallen to two-fifths of what it was",
                SurrenderAt::Fraction(0.4),
            ),
            // The point said first; a verb of three words.
            ("con 30 de resistencia me rindo", SurrenderAt::Endurance(30)),
            ("at 20 endurance i yield", SurrenderAt::Endurance(20)),
            (
                "i give myself over at 20 endurance",
                SurrenderAt::Endurance(20),
            ),
            ("i fold at 40 endurance", SurrenderAt::Endurance(40)),
            (
                "i strike my colours at 25 endurance and not before",
                SurrenderAt::Endurance(25),
            ),
            ("i give in at half my endurance", SurrenderAt::Fraction(0.5)),
            (
                "change the surrender to 20 endurance please",
                SurrenderAt::Endurance(20),
            ),
            (
                "make the surrender 30 endurance instead",
                SurrenderAt::Endurance(30),
            ),
            (
                "ill chuck it in at 20 endurance",
                SurrenderAt::Endurance(20),
            ),
            (
                "fight on till im down to 15 end",
                SurrenderAt::Endurance(15),
            ),
            ("y me rindo a los 15", SurrenderAt::Endurance(15)),
            ("he gives up at 20 endurance", SurrenderAt::Endurance(20)),
            (
                "y se rinde al llegar a 25 puntos de resistencia",
                SurrenderAt::Endurance(25),
            ),
            (
                "se rendira cuando su resistencia baje de 30 puntos",
                SurrenderAt::Endurance(30),
            ),
            (
                "and he yields when his endurance falls to a quarter",
                SurrenderAt::Fraction(0.25),
            ),
            // His endurance named beside the verb, however the sentence opens.
            (
                "he will offer his surrender at 30 endurance",
                SurrenderAt::Endurance(30),
            ),
            (
                "plego (me rindo, vaya) a los 18 de resistencia",
                SurrenderAt::Endurance(18),
            ),
        ] {
            assert_eq!(surrender_sentence(text).map(|(_, a)| a), Some(at), "{text}");
        }
        // Another's surrender, or no point at all, is not his.
        assert!(surrender_sentence("no acepto la rendicion de sainte-croix").is_none());
        assert!(surrender_sentence("i fight with the rapier").is_none());
        assert!(surrender_sentence("i fight on till the end of the week").is_none());
        assert!(surrender_sentence("he surrenders to the moneylender 20 crowns").is_none());
        assert!(surrender_sentence("i accept his surrender at 20 endurance").is_none());
        // A sentence that says it is a surrender order wherever it stands in a week; one
        // that only counts something is not.
        assert!(super::super::surrender::starts_with_surrender(
            "he will yield once his endurance falls to 30"
        ));
        assert!(!super::super::surrender::starts_with_surrender(
            "he goes down to one of those taverns"
        ));
        assert!(holds_glued_codes("xsxxx jbx xsxxx b i quit @ 12 end"));
        assert!(!holds_glued_codes("el taller y la casa"));
    }

    #[test]
    fn a_regiment_in_a_signature_is_no_duel_talk() {
        assert!(!is_duel_talk(
            "étienne moreau (subaltern, 69th arquebusiers)"
        ));
        assert!(!is_duel_talk("capitán, 2º de guardias"));
        assert!(is_duel_talk("at 25"));
        assert!(is_duel_talk("x-l-x then 3"));
    }

    #[test]
    fn a_count_of_his_life_is_news_not_a_point() {
        for news in [
            "sent from the boat, signal bad, sorry 4 typos",
            "sry short, at the trailhead w 1 bar",
            "ice sculpture team 7, harbin",
            "- at the bawdyhouse, is the drink included in the 30 crowns?",
        ] {
            assert!(is_news(news), "{news}");
        }
        // A number said the way a point is, or a duel's word: the GM asks.
        for point in [
            "i bail at 15",
            "i call it quits with 12",
            "stop me at 20 or so",
            "sorry, 20 endurance",
            "my second says 20",
            "the palmyra co-op's half of 20",
        ] {
            assert!(!is_news(point), "{point}");
        }
    }

    #[test]
    fn sequences_in_codes_and_names() {
        let (_, c, en) = sequence_line("x-l-x-cl-k-x-x-x", true).unwrap();
        assert_eq!(c.join(" "), "X L X CL K X X X");
        assert!(en);
        let (a, c, _) = sequence_line("against cardinals guards: lunge, kick", true).unwrap();
        assert_eq!(a, Some("cardinals guards"));
        assert_eq!(c.join(" "), "X L X CL K X X X");
        assert!(sequence_line("x l x", false).is_none());
    }
}
