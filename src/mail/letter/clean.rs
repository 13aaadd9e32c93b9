//! From a letter's body text to the order text: what the player wrote, without what the
//! mail client added (quoted replies, signatures, forward headers).
//!
//! The rules, in order:
//! 1. A byte-order mark is dropped and CRLF (or a lone CR) becomes LF.
//! 2. A **forward** ("---------- Forwarded message ---------", "Begin forwarded message:", ...):
//!    if nothing but blank lines, quotes or a signature stands above it, the letter *is* the
//!    forward, and its body (after the forwarded header block) is cleaned as the letter.
//!    Otherwise everything from the marker on is dropped, like a quote.
//! 3. A **top-posted Outlook reply** ("-----Original Message-----", or a `From:`/`De:` line
//!    followed within a few lines by `Sent:`/`Date:`/`Enviado:` and `Subject:`/`Asunto:`/
//!    `Objet :`) drops everything from there on.
//! 4. An **attribution line** ("On ... wrote:", "El ... escribió:", "Le ... a écrit :",
//!    "Am ... schrieb ...:", possibly wrapped over up to three lines): if `>` lines follow it,
//!    only it and the `>` lines go (so a bottom-posted or interleaved answer survives);
//!    if none follow (an HTML quote turned into text has no `>`), everything after it goes.
//! 5. A **signature**: from a line that is exactly `-- ` or `--` to the end.
//! 6. Every `>` line goes. Trailing spaces are trimmed; leading and trailing blank lines go.

/// How many forwards inside forwards are unwrapped before the rest is taken as it is.
const MAX_FORWARD_DEPTH: usize = 3;

/// The order text of a letter body.
pub(super) fn order_text(body: &str) -> String {
    let body = body.strip_prefix('\u{feff}').unwrap_or(body);
    let body = body.replace("\r\n", "\n").replace('\r', "\n");
    let lines: Vec<&str> = body.split('\n').collect();
    clean(&lines, 0)
}

fn clean(lines: &[&str], depth: usize) -> String {
    let forward = lines.iter().position(|l| is_forward_marker(l));
    let hard_cut =
        (0..lines.len()).find(|&i| is_original_message(lines[i]) || is_outlook_header(lines, i));

    let mut end = lines.len();
    if let Some(f) = forward.filter(|&f| hard_cut.is_none_or(|c| f < c)) {
        if depth < MAX_FORWARD_DEPTH && is_blank_lead(&lines[..f]) {
            return clean(&lines[forwarded_body_start(lines, f)..], depth + 1);
        }
        end = f;
    }
    if let Some(c) = hard_cut {
        // An underscore rule right above an Outlook header block belongs to it.
        let rule = c > 0 && is_rule(lines[c - 1]);
        end = end.min(if rule { c - 1 } else { c });
    }

    let mut skip: Option<std::ops::Range<usize>> = None;
    if let Some((at, len)) = (0..end).find_map(|i| attribution(&lines[..end], i).map(|n| (i, n))) {
        let quoted_after = lines[at + len..end].iter().any(|l| is_quote(l));
        if quoted_after {
            skip = Some(at..at + len);
        } else {
            end = at;
        }
    }
    if let Some(sig) = lines[..end].iter().position(|l| is_signature(l)) {
        end = sig;
    }

    let kept: Vec<&str> = lines[..end]
        .iter()
        .enumerate()
        .filter(|(i, l)| !skip.as_ref().is_some_and(|s| s.contains(i)) && !is_quote(l))
        .map(|(_, l)| l.trim_end())
        .collect();
    let first = kept.iter().position(|l| !l.is_empty());
    let last = kept.iter().rposition(|l| !l.is_empty());
    match (first, last) {
        (Some(a), Some(b)) => kept[a..=b].join("\n"),
        _ => String::new(),
    }
}

/// Nothing the player wrote above a forward marker: blank lines, quotes or a signature.
fn is_blank_lead(lead: &[&str]) -> bool {
    let until = lead
        .iter()
        .position(|l| is_signature(l))
        .unwrap_or(lead.len());
    lead[..until]
        .iter()
        .all(|l| l.trim().is_empty() || is_quote(l))
}

/// The first line after the forwarded message's header block (`From:`, `Date:`...).
fn forwarded_body_start(lines: &[&str], marker: usize) -> usize {
    let mut i = marker + 1;
    let mut seen_header = false;
    while i < lines.len() {
        let line = lines[i].trim();
        if line.is_empty() {
            if seen_header {
                return i + 1;
            }
        } else if looks_like_header(line) {
            seen_header = true;
        } else {
            return i;
        }
        i += 1;
    }
    i
}

/// `Name: value` where the name is one or two words without spaces around the colon
/// (also `Objet :`, French typography).
fn looks_like_header(line: &str) -> bool {
    let Some((name, _)) = line.split_once(':') else {
        return false;
    };
    let name = name.trim_end();
    !name.is_empty()
        && name.split(' ').count() <= 2
        && name
            .chars()
            .all(|c| c.is_alphabetic() || c == '-' || c == ' ')
}

fn is_quote(line: &str) -> bool {
    line.trim_start().starts_with('>')
}

fn is_signature(line: &str) -> bool {
    line == "-- " || line == "--"
}

fn is_rule(line: &str) -> bool {
    let t = line.trim();
    t.len() >= 8 && t.chars().all(|c| c == '_' || c == '-')
}

/// The words between the dashes of `--- Forwarded message ---` style lines, lowercased.
fn dashed_title(line: &str) -> Option<String> {
    let t = line.trim();
    if !t.starts_with("--") {
        return None;
    }
    Some(
        t.trim_matches(|c: char| c == '-' || c.is_whitespace())
            .to_lowercase(),
    )
}

fn is_forward_marker(line: &str) -> bool {
    const TITLES: [&str; 5] = [
        "forwarded message",
        "mensaje reenviado",
        "message transféré",
        "message transfere",
        "weitergeleitete nachricht",
    ];
    const LINES: [&str; 3] = [
        "begin forwarded message:",
        "inicio del mensaje reenviado:",
        "début du message réexpédié :",
    ];
    dashed_title(line).is_some_and(|t| TITLES.contains(&t.as_str()))
        || LINES.contains(&line.trim().to_lowercase().as_str())
}

fn is_original_message(line: &str) -> bool {
    const TITLES: [&str; 4] = [
        "original message",
        "mensaje original",
        "message d'origine",
        "ursprüngliche nachricht",
    ];
    dashed_title(line).is_some_and(|t| TITLES.contains(&t.as_str()))
}

/// A top-posted reply's header block as Outlook writes it (no `>` quoting after it).
fn is_outlook_header(lines: &[&str], i: usize) -> bool {
    const FROM: [&str; 3] = ["from:", "de:", "von:"];
    const SENT: [&str; 7] = [
        "sent:",
        "date:",
        "enviado:",
        "fecha:",
        "envoyé :",
        "envoyé:",
        "gesendet:",
    ];
    const SUBJECT: [&str; 5] = ["subject:", "asunto:", "objet :", "objet:", "betreff:"];
    let starts = |line: &str, names: &[&str]| {
        let l = line.trim_start().to_lowercase();
        names.iter().any(|n| l.starts_with(n))
    };
    if !starts(lines[i], &FROM) {
        return false;
    }
    let window = &lines[i + 1..lines.len().min(i + 7)];
    window.iter().any(|l| starts(l, &SENT)) && window.iter().any(|l| starts(l, &SUBJECT))
}

/// An attribution line starting at `i`, possibly wrapped: how many lines it spans.
fn attribution(lines: &[&str], i: usize) -> Option<usize> {
    const OPENINGS: [&str; 4] = ["On ", "El ", "Le ", "Am "];
    const ENDINGS: [&str; 5] = ["wrote:", "escribió:", "escribio:", "a écrit :", "a écrit:"];
    let first = lines[i].trim();
    if !OPENINGS.iter().any(|o| first.starts_with(o)) {
        return None;
    }
    let mut joined = String::new();
    for (n, line) in lines[i..lines.len().min(i + 3)].iter().enumerate() {
        let line = line.trim();
        if n > 0 && (line.is_empty() || is_quote(line)) {
            return None;
        }
        if !joined.is_empty() {
            joined.push(' ');
        }
        joined.push_str(line);
        let german =
            joined.starts_with("Am ") && joined.contains(" schrieb") && joined.ends_with(':');
        if german || ENDINGS.iter().any(|e| joined.ends_with(e)) {
            return Some(n + 1);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::order_text;

    #[test]
    fn top_posted_gmail_reply() {
        let body = "ATTEND BALL\r\n\r\nOn Mon, 3 Apr 1626, Engarde <orders@engarde.example> wrote:\r\n> Your orders for April were received.\r\n> -- \r\n> Engarde\r\n";
        assert_eq!(order_text(body), "ATTEND BALL");
    }

    #[test]
    fn wrapped_attribution() {
        let body = "ATTEND BALL\n\nOn Mon, 3 Apr 1626 at 10:00, Engarde <\norders@engarde.example> wrote:\n\n> old\n";
        assert_eq!(order_text(body), "ATTEND BALL");
    }

    #[test]
    fn bottom_posted_answer_survives() {
        let body = "On Mon, 3 Apr 1626, Engarde <orders@engarde.example> wrote:\n> Orders?\n\nPRACTISE SABRE\n";
        assert_eq!(order_text(body), "PRACTISE SABRE");
    }

    #[test]
    fn unquoted_attribution_cuts_the_rest() {
        let body = "VISIT CLUB\n\nLe lun. 3 avr. 1626 à 10:00, Engarde <orders@engarde.example> a écrit :\nVos ordres ont été reçus.\n";
        assert_eq!(order_text(body), "VISIT CLUB");
    }

    #[test]
    fn outlook_block_with_rule() {
        let body = "COURT LADY\n\n________________________________\nFrom: Engarde <orders@engarde.example>\nSent: Monday, April 3, 1626 10:00\nTo: Athos\nSubject: Orders received\n\nYour orders...\n";
        assert_eq!(order_text(body), "COURT LADY");
    }

    #[test]
    fn original_message_line() {
        let body = "GAMBLE 10\n-----Original Message-----\nFrom: x\nOld text\n";
        assert_eq!(order_text(body), "GAMBLE 10");
    }

    #[test]
    fn signature_is_cut() {
        assert_eq!(
            order_text("\u{feff}DUEL Aramis\n-- \nAthos\nMusketeer\n"),
            "DUEL Aramis"
        );
        assert_eq!(order_text("DUEL Aramis\n--\nAthos\n"), "DUEL Aramis");
        // A line of two dashes with more on it is not a signature separator.
        assert_eq!(order_text("A\n-- B\nC"), "A\n-- B\nC");
    }

    #[test]
    fn forward_only_keeps_forwarded_body() {
        let body = "\n---------- Forwarded message ---------\nFrom: Athos <athos@example.org>\nDate: Mon, 3 Apr 1626 at 09:00\nSubject: Orders\nTo: <orders@engarde.example>\n\n\nATTEND BALL\n-- \nAthos\n";
        assert_eq!(order_text(body), "ATTEND BALL");
    }

    #[test]
    fn forward_with_a_note_keeps_the_note() {
        let body = "Mine are these: RUN\n\n---------- Forwarded message ---------\nFrom: x <x@y>\nSubject: s\n\nOTHER\n";
        assert_eq!(order_text(body), "Mine are these: RUN");
    }
}
