//! Passwords out of what is shown: a letter's text as the GM's queue keeps it, the echo of a
//! letter sent back to a player, what a diagnostic quotes.
//!
//! A password is masked where it stands, so that the text keeps its lines and its columns
//! (the diagnostics' line numbers still point at the right line): `Password: ******`. The
//! letter itself (its raw bytes, its [`crate::store::LetterRecord`]) keeps the original, for
//! whatever must read it again (a GM's approval re-parses it).
//!
//! What counts as a password: what the order parser takes for one (a `Password:`,
//! `Contraseña:`... line, or after the character's name), anything after a label a player
//! may misspell (`Passwd:`, `PW =`, `Clave:`), and the new password of a `PASSWORD <new>`
//! command. Masking too much costs the GM a word; masking too little sends a password out.

use crate::orders::names::fold_char;
use crate::orders::{OrderSheet, parse_orders};

/// What stands for a password.
pub const MASK: &str = "******";

/// Labels that introduce a password (folded: lowercase, no accents), before `:` or `=`.
const LABELS: &[&str] = &[
    "mot de passe",
    "contrasenya",
    "contrasena",
    "password",
    "passwort",
    "passwrd",
    "pasword",
    "passwd",
    "clave",
    "passw",
    "pword",
    "pass",
    "pwd",
    "pw",
];

/// `text` with every password masked, line by line (line breaks kept as they were).
pub fn mask_passwords(text: &str) -> String {
    lines(text)
        .map(|(line, end)| mask_line(line) + end)
        .collect()
}

/// The lines of a text as the order parser counts them (broken by CRLF, LF or CR), each with
/// its line break ("" for the last).
fn lines(text: &str) -> impl Iterator<Item = (&str, &str)> {
    let mut rest = text;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let end = rest.find(['\n', '\r']).unwrap_or(rest.len());
        let next = if rest[end..].starts_with("\r\n") {
            end + 2
        } else {
            (end + 1).min(rest.len())
        };
        let item = (&rest[..end], &rest[end..next]);
        rest = &rest[next..];
        Some(item)
    })
}

/// Whether the line only gives a password (`Password: ...`, `- Contraseña = ...`): such a
/// line is left out of what a command carries (corrected orders, a newspaper announcement).
pub fn is_password_line(line: &str) -> bool {
    let folded = crate::orders::names::fold(line);
    let body = folded.trim_start_matches(['-', '*', '+', ' ']);
    LABELS.iter().any(|label| {
        body.strip_prefix(label)
            .is_some_and(|rest| rest.trim_start().starts_with([':', '=']))
    })
}

/// A sheet's diagnostics with the passwords they quote masked (`text` is the order text the
/// sheet was parsed from: a diagnostic on a password line quotes that line).
///
/// Each line's password is found once, however many diagnostics point at it, and a quoted
/// text is only searched for labels, never parsed again: the time grows with the letter, not
/// with its size times its diagnostics (a one-line letter of 36 KB took 0.7 s).
pub fn mask_diagnostics(sheet: &mut OrderSheet, text: &str) {
    let lines: Vec<&str> = lines(text).map(|(line, _)| line).collect();
    let mut secrets: Vec<String> = sheet.password.iter().cloned().collect();
    let mut seen = std::collections::HashSet::new();
    for d in &sheet.diagnostics {
        if !seen.insert(d.line) {
            continue;
        }
        let Some(line) = (d.line as usize).checked_sub(1).and_then(|n| lines.get(n)) else {
            continue;
        };
        if let Some(at) = secret_at(line) {
            let secret = line[at..].trim_end();
            if !secret.is_empty() && !secrets.iter().any(|s| s == secret) {
                secrets.push(secret.to_string());
            }
        }
    }
    for d in &mut sheet.diagnostics {
        for secret in &secrets {
            if d.text.contains(secret.as_str()) {
                d.text = d.text.replace(secret.as_str(), MASK);
            }
        }
        if let Some(at) = labelled_secret_at(&d.text) {
            let value = &d.text[at..];
            let kept = value.trim_end();
            d.text = format!("{}{MASK}{}", &d.text[..at], &value[kept.len()..]);
        }
    }
}

/// Orders as the clerk files them: parsed, with the passwords the diagnostics quote masked
/// (the sheet's own `password` stays, for the clerk to check, and is never shown).
pub fn parse_masked(text: &str) -> OrderSheet {
    let mut sheet = parse_orders(text);
    mask_diagnostics(&mut sheet, text);
    sheet
}

fn mask_line(line: &str) -> String {
    match secret_at(line) {
        Some(at) => {
            let value = &line[at..];
            let kept = value.trim_end();
            format!("{}{MASK}{}", &line[..at], &value[kept.len()..])
        }
        None => line.to_string(),
    }
}

/// The byte offset in `line` where a password starts (it runs to the end of the line).
fn secret_at(line: &str) -> Option<usize> {
    labelled_secret_at(line).or_else(|| {
        // Whatever else the order parser takes for a password.
        let password = parse_orders(line).password?;
        line.rfind(password.as_str())
    })
}

/// [`secret_at`] by its labels and the `PASSWORD` command only, without the order parser.
fn labelled_secret_at(line: &str) -> Option<usize> {
    // The line folded, each folded character with the byte of the original it came from.
    let mut folded: Vec<(char, usize)> = Vec::with_capacity(line.len());
    let mut buf = String::new();
    for (at, c) in line.char_indices() {
        buf.clear();
        fold_char(c, &mut buf);
        folded.extend(buf.chars().map(|f| (f, at)));
    }
    let value_from = |mut i: usize| {
        while folded.get(i).is_some_and(|(c, _)| *c == ' ') {
            i += 1;
        }
        folded.get(i).map(|(_, at)| *at)
    };
    let word_char = |i: usize| folded.get(i).is_some_and(|(c, _)| c.is_alphanumeric());
    // A label, then ":" or "=", then the password.
    for start in 0..folded.len() {
        if start > 0 && word_char(start - 1) {
            continue;
        }
        for label in LABELS {
            let n = label.chars().count();
            let matches = folded.len() >= start + n
                && folded[start..start + n]
                    .iter()
                    .map(|(c, _)| *c)
                    .eq(label.chars());
            if !matches || word_char(start + n) {
                continue;
            }
            let mut i = start + n;
            while folded.get(i).is_some_and(|(c, _)| *c == ' ') {
                i += 1;
            }
            if folded.get(i).is_some_and(|(c, _)| matches!(c, ':' | '='))
                && let Some(at) = value_from(i + 1)
            {
                return Some(at);
            }
        }
    }
    // The command `PASSWORD <new>`.
    let first = folded
        .iter()
        .position(|(c, _)| !matches!(c, ' ' | '-' | '*' | '+' | '>'))?;
    let word: String = folded[first..]
        .iter()
        .take_while(|(c, _)| c.is_alphanumeric())
        .map(|(c, _)| *c)
        .collect();
    if word == "password"
        && folded.get(first + 8).is_some_and(|(c, _)| *c == ' ')
        && let Some(at) = value_from(first + 8)
    {
        return Some(at);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_form_of_password_is_masked_where_it_stands() {
        for (given, masked) in [
            ("Password: Hunter2", "Password: ******"),
            ("  password:Hunter2  ", "  password:******  "),
            ("PW: zfxe42cf", "PW: ******"),
            ("Contraseña: ñu y más", "Contraseña: ******"),
            ("Clave = abc", "Clave = ******"),
            (
                "Character: Rodney Bergerac / password: SeKrit",
                "Character: Rodney Bergerac / password: ******",
            ),
            (
                "Character: Rodney / passwrd: Hunter2",
                "Character: Rodney / passwrd: ******",
            ),
            ("- Passwort : abc", "- Passwort : ******"),
            ("PASSWORD newsecret", "PASSWORD ******"),
            ("<b>Password</b>: abc", "<b>Password</b>: ******"),
            ("Week 1: visit Hunter's", "Week 1: visit Hunter's"),
            ("Password:", "Password:"),
            ("I passed: the test", "I passed: the test"),
        ] {
            assert_eq!(mask_passwords(given), masked, "{given:?}");
        }
    }

    #[test]
    fn password_lines_are_told_from_orders() {
        assert!(is_password_line("Password: x"));
        assert!(is_password_line("  - Contraseña = x"));
        assert!(is_password_line("PW:x"));
        assert!(!is_password_line("Character: Rodney / password: x"));
        assert!(!is_password_line("Week 1: rest"));
        assert!(!is_password_line("Passed: rest"));
    }

    #[test]
    fn lines_and_their_breaks_are_kept() {
        let text = "Character: Rodney\r\nPassword: x1\r\n\r\nWeek 1: rest\rpw: y2\nWeek 2: rest";
        assert_eq!(
            mask_passwords(text),
            "Character: Rodney\r\nPassword: ******\r\n\r\nWeek 1: rest\rpw: ******\nWeek 2: rest"
        );
        assert_eq!(mask_passwords(&mask_passwords(text)), mask_passwords(text));
    }

    #[test]
    fn a_diagnostic_never_quotes_a_password() {
        // Nowhere: not in the text quoted, nor in what the diagnostic says (`say`, `message`).
        let text = "Week 1: rest\nCharacter: Rodney / passwrd: Hunter2\nWeek 2: rest pw: Hunter2\n";
        let sheet = parse_masked(text);
        assert!(!sheet.diagnostics.is_empty());
        assert!(
            sheet
                .diagnostics
                .iter()
                .all(|d| !format!("{d:?}").contains("Hunter2")),
            "{:?}",
            sheet.diagnostics
        );
    }
}
