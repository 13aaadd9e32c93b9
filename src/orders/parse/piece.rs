//! One section's text on one line, routed: last month's orders edited in place, duel codes
//! and surrender sentences wherever they stand (a duel line cut into its orders; duel orders
//! in a week's prose, sentence by sentence), and the week's orders (`week.rs`).

use super::text::Line;
use super::{Section, Sheet, action, duel, lex, standing, surrender, words};
use crate::orders::{Say, Severity};

impl Sheet {
    /// Reads the text of one section on one line.
    pub(super) fn piece(&mut self, line: &Line, piece: &str) {
        // Last month's orders edited in place: "old -> new", "new <-- NEW (was: old)".
        let piece = match piece.rfind("->") {
            Some(k) if !piece[..k].trim().is_empty() => &piece[k + 2..],
            _ => piece,
        };
        let piece = match piece.find("<-") {
            Some(k) => &piece[..k],
            None => piece,
        };
        if piece.trim().is_empty() {
            return;
        }
        if self.section == Section::Nowhere {
            let text = line.original_of(piece.trim());
            self.diag(
                line,
                piece.trim_start(),
                text,
                Severity::Error,
                Say::UnderNoWeek,
            );
            return;
        }
        // "P.S. Could you remind me...": the postscript's mark is no duel codes P and S.
        let piece = lex::one_of(words::POSTSCRIPT)(piece).map_or(piece, |(rest, _)| rest);
        // "Surrender at ½ endurance; routines as before." after the weeks, with no heading.
        // ("Accept apologies from Jussac" under a week: whose apologies he takes.)
        let surrender = surrender::starts_with_surrender(piece) || standing::about_apologies(piece);
        let codes = duel::starts_with_codes(piece) || surrender;
        // (Under the month's heading, prose that holds codes is read sentence by sentence,
        // below, as under a week: "All month: conspicuous consumption." then "Should it come
        // to steel, he fights with the sabre: X-L-X, X-S, ...".)
        if codes
            || self.section == Section::Duel
            || self.section == Section::Monthly && !duel::holds_code_run(piece)
        {
            let mut rest = piece;
            while !rest.trim().is_empty() {
                let end = sentence_end(rest);
                let part = &rest[..end];
                if !self
                    .duel
                    .line(line, part, codes || self.section == Section::Duel)
                {
                    self.clauses(line, part);
                }
                rest = &rest[end..];
            }
            return;
        }
        // "If it comes to swords I use my rapier. My sequence: lunge, lunge, kick - that is
        // X-L-X X-L-X CL-K-X-X-X. I yield when my endurance falls below half.": duel orders
        // in a week's prose, sentence by sentence; the sentence before the codes that names
        // the weapon goes with them.
        if duel::holds_code_run(piece) {
            let mut sentences: Vec<&str> = Vec::new();
            let mut rest = piece;
            while !rest.is_empty() {
                let (s, after) = rest.split_at(sentence_end(rest));
                if !s.trim().is_empty() {
                    sentences.push(s);
                }
                rest = after;
            }
            // (A run-on letter's one sentence holds more than the duel: left to the reader.)
            let duelish = |s: &str| {
                s.split_whitespace().count() <= 30
                    && (duel::holds_code_run(s) || surrender::is_surrender_sentence(lex::sp(s)))
            };
            for (k, s) in sentences.iter().enumerate() {
                let before_codes = sentences
                    .get(k + 1)
                    .is_some_and(|n| duel::holds_code_run(n))
                    && duel::names_a_weapon(s)
                    && !["practi", "train", "lesson", "fencing", "practic", "entren"]
                        .iter()
                        .any(|w| s.contains(w));
                // "Accept Brissac's challenge — sabres, my sequence X-X-S ...": the order
                // that opens the sentence is the week's.
                let (head, s) = match s.find([',', ':', '—', '–']) {
                    Some(k) if duelish(s) && action::is_order_word(lex::sp(s)) => s.split_at(k),
                    _ => ("", *s),
                };
                // "If he is called out he'll fight with the rapier: X-L-X ...": the weapon.
                let armed = standing::weapon_if_called_out(lex::sp(head)).is_some();
                if armed {
                    self.duel.line(line, head, true);
                } else if !head.trim().is_empty() {
                    self.clauses(line, head);
                }
                let s = if armed {
                    s.strip_prefix(':').unwrap_or(s)
                } else {
                    s
                };
                // "My sequence: lunge, kick - that is X-L-X CL-K-X-X-X": the moves said in
                // words before the codes are the codes, read once.
                let s = match duel::code_run_start(s) {
                    // "He starts with a block (B), then the furious slash (X-S-...)": a
                    // code in brackets before the run is a routine of the same sequence.
                    Some(k) if duel::holds_bracketed_code(&s[..k]) => s,
                    Some(k) if duelish(s) && k > 0 => {
                        let (words, codes) = s.split_at(k);
                        if duel::names_a_weapon(words) {
                            self.duel.line(line, words, true);
                        } else if !words.trim().is_empty() {
                            let written = line.original_of(words.trim()).trim().to_string();
                            self.diag(
                                line,
                                words.trim(),
                                &written,
                                Severity::Warning,
                                Say::ReadPast,
                            );
                        }
                        codes
                    }
                    _ => s,
                };
                if !(duelish(s) || before_codes) || !self.duel.line(line, s, true) {
                    self.clauses(line, s);
                }
            }
            return;
        }
        // "Week 3: challenge Desmarets, sabres, and I yield at 25 endurance": the surrender
        // is a duel order wherever it stands.
        // ("Trade 5 expertise for 1 strength. I surrender when endurance is under one half":
        // after a full stop too.)
        if let Some(k) = piece
            .match_indices([',', ';', '.'])
            .map(|(k, _)| k)
            .find(|&k| {
                surrender::starts_with_surrender(crate::orders::parse::lex::sp(&piece[k + 1..]))
            })
        {
            self.clauses(line, &piece[..k]);
            // To the sentence's end; what follows is the week's again.
            let rest = &piece[k + 1..];
            let end = sentence_end(rest);
            let (tail, after) = rest.split_at(end);
            if !self.duel.line(line, tail, true) {
                self.clauses(line, tail);
            }
            if !after.trim().is_empty() {
                self.clauses(line, after);
            }
            return;
        }
        self.clauses(line, piece);
    }
}

/// Where the first sentence of `rest` ends, its mark included: at a semicolon, or a full stop
/// that a space or the end follows (not the dots between codes: "X.L.X CL.K.X.X.X").
fn sentence_end(rest: &str) -> usize {
    rest.match_indices(['.', ';'])
        .find(|&(k, m)| m == ";" || !rest[k + 1..].starts_with(|c: char| c.is_alphanumeric()))
        .map_or(rest.len(), |(k, _)| k + 1)
}
