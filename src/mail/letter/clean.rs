//! From a letter's body text to the order text: what the player wrote, without what the
//! mail client added (quoted replies, signatures, forward headers).
//!
//! A `format=flowed` body (RFC 3676) is first unwrapped (`flowed.rs`), so a sentence the
//! client wrapped over two lines is one line again.
//!
//! The rules, in order:
//! 1. A byte-order mark is dropped and CRLF (or a lone CR) becomes LF.
//! 2. A **forward** ("---------- Forwarded message ---------", "Begin forwarded message:", ...):
//!    the forwarded header block (`From:`, `Date:`, ...) is never order text. What happens to
//!    the forwarded body depends on what was forwarded:
//!    - a **bounce** (from a mailer daemon or postmaster, or an "Undelivered Mail" subject):
//!      the player's own letter came back and he sends it again; the bounce's report is
//!      dropped and the returned letter inside it (after its own forward or "Original
//!      message" marker and header block) is the forwarded text;
//!    - the **player's own** earlier letter (its `From:` names the sender): its body;
//!    - anything else (the GM's mail, another player's): its body only if nothing but blank
//!      lines, quotes or a signature stands above the marker (the letter *is* the forward);
//!      otherwise everything from the marker on is dropped, like a quote.
//!
//!    A note above a bounce or an own letter is kept, and the forwarded text is added after
//!    it, unless the note already holds orders of its own ([`holds_orders`]) or already holds
//!    every line of it.
//! 3. A **top-posted Outlook reply** ("-----Original Message-----", or a `From:`/`De:` line
//!    followed within a few lines by `Sent:`/`Date:`/`Enviado:` and `Subject:`/`Asunto:`/
//!    `Objet :`) drops everything from there on.
//! 4. An **attribution line** ("On ... wrote:", "El ... escribió:", "Le ... a écrit :",
//!    "Am ... schrieb ...:", possibly wrapped over up to three lines): if `>` lines follow it,
//!    only it and the `>` lines go (so a bottom-posted or interleaved answer survives);
//!    if none follow (an HTML quote turned into text has no `>`), everything after it goes.
//! 5. A **signature**: from a line that is exactly `-- ` or `--` to the end.
//! 6. Every `>` line goes. Trailing spaces are trimmed; leading and trailing blank lines go.

/// Who wrote the letter: a forwarded or attached mail of his own is his to send again.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Sender<'a> {
    /// The bare address, lowercased; empty if unknown.
    pub address: &'a str,
    /// The display name, if any.
    pub name: Option<&'a str>,
    /// The subject says the letter is a forward (`Fwd:`, `FW:`, `TR:`, `RV:`, `WG:`...): an
    /// Outlook header block below the player's words is then a forward, not a reply.
    pub forwarding: bool,
}

/// Whether a subject starts as mail clients start a forward's, in the languages players
/// write in.
pub(super) fn is_forward_subject(subject: &str) -> bool {
    const PREFIXES: [&str; 9] = [
        "fwd:", "fw:", "tr:", "rv:", "wg:", "enc:", "i:", "doorst:", "[fwd:",
    ];
    let subject = subject.trim_start().to_lowercase();
    PREFIXES.iter().any(|p| subject.starts_with(p))
}

/// How many forwards inside forwards are unwrapped before the rest is taken as it is.
const MAX_FORWARD_DEPTH: usize = 3;

/// The order text of a letter body written by `sender`.
pub(crate) fn order_text(body: &str, sender: &Sender<'_>) -> String {
    let body = normalise(body);
    let lines: Vec<&str> = body.split('\n').collect();
    clean(&lines, 0, sender)
}

/// The quoted lines of a letter body (the GM's results a player answers under or over), their
/// quote marks taken off: never orders, but what they say of his people ("She is now your
/// mistress") is context the reader may use.
/// The GM's mail a top-posted Outlook reply carries below its header block, unquoted ("Both
/// Quesnel cousins, Armand and Bastien, ..."), is context too.
pub(crate) fn quoted_text(body: &str) -> String {
    let body = normalise(body);
    let lines: Vec<&str> = body.split('\n').collect();
    let below = (0..lines.len())
        .find(|&i| is_outlook_header(&lines, i) || is_original_message(lines[i]))
        .unwrap_or(lines.len());
    lines
        .iter()
        .enumerate()
        .filter(|(i, l)| is_quote(l) || *i > below)
        .map(|(_, l)| l.trim_start_matches(['>', ' ']).trim_end())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The letter a bounce returned, cleaned as order text: found after the bounce's report, at
/// its forward, "Original message" or "copy of the message" marker. Empty if the bounce
/// holds no copy of it (its report is never order text).
pub(super) fn bounced_letter(bounce_body: &str, sender: &Sender<'_>) -> String {
    let body = normalise(bounce_body);
    let lines: Vec<&str> = body.split('\n').collect();
    returned_letter(&lines, 0, sender)
}

/// `note`, then `resent` (a letter the player sends again, forwarded or attached) after a
/// blank line: unless the note already holds orders of its own, or every line of `resent`.
pub(super) fn with_resent(note: &str, resent: &str) -> String {
    if resent.trim().is_empty() {
        return note.to_string();
    }
    if note.trim().is_empty() {
        return resent.to_string();
    }
    let note_lines: std::collections::HashSet<&str> = note.lines().map(str::trim).collect();
    if holds_orders(note)
        || resent
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .all(|l| note_lines.contains(l))
    {
        return note.to_string();
    }
    format!("{note}\n\n{resent}")
}

/// A byte-order mark dropped, CRLF and lone CR as LF.
pub(crate) fn normalise(body: &str) -> String {
    let body = body.strip_prefix('\u{feff}').unwrap_or(body);
    body.replace("\r\n", "\n").replace('\r', "\n")
}

fn clean(lines: &[&str], depth: usize, sender: &Sender<'_>) -> String {
    let forward = lines.iter().position(|l| is_forward_marker(l));
    let hard_cut =
        (0..lines.len()).find(|&i| is_original_message(lines[i]) || is_outlook_header(lines, i));

    let mut end = lines.len();
    if let Some(f) = forward.filter(|&f| hard_cut.is_none_or(|c| f < c)) {
        if depth < MAX_FORWARD_DEPTH {
            let start = forwarded_body_start(lines, f);
            let body = &lines[start..];
            match forwarded_origin(&lines[f + 1..start], sender) {
                Origin::Bounce => {
                    let note = clean(&lines[..f], depth, sender);
                    return with_resent(&note, &returned_letter(body, depth + 1, sender));
                }
                Origin::Sender => {
                    let note = clean(&lines[..f], depth, sender);
                    return with_resent(&note, &clean(body, depth + 1, sender));
                }
                Origin::Other if is_blank_lead(&lines[..f]) => {
                    return clean(body, depth + 1, sender);
                }
                Origin::Other => {}
            }
        }
        end = f;
    }
    if let Some(c) = hard_cut {
        // An underscore rule right above an Outlook header block belongs to it.
        let rule = c > 0 && is_rule(lines[c - 1]);
        let cut = if rule { c - 1 } else { c };
        if cut < end && depth < MAX_FORWARD_DEPTH {
            // Outlook forwards as it replies: the block is a resent letter only if it is a
            // bounce, or the player's own letter in a letter whose subject says forward.
            let header = if is_original_message(lines[c]) {
                c + 1
            } else {
                c
            };
            let start = header_block_end(lines, header);
            let body = &lines[start..];
            let resent = match forwarded_origin(&lines[header..start], sender) {
                Origin::Bounce => Some(returned_letter(body, depth + 1, sender)),
                Origin::Sender if sender.forwarding => Some(clean(body, depth + 1, sender)),
                _ => None,
            };
            if let Some(resent) = resent {
                return with_resent(&clean(&lines[..cut], depth, sender), &resent);
            }
        }
        end = end.min(cut);
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

/// Who wrote a forwarded message, from its header block.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Origin {
    /// A delivery report: the player's letter came back.
    Bounce,
    /// The letter's own sender.
    Sender,
    Other,
}

fn forwarded_origin(header: &[&str], sender: &Sender<'_>) -> Origin {
    const FROM: [&str; 4] = ["from", "de", "von", "da"];
    const SUBJECT: [&str; 5] = ["subject", "asunto", "objet", "betreff", "oggetto"];
    const BOUNCE_SUBJECTS: [&str; 12] = [
        "undelivered mail",
        "undeliverable",
        "delivery status notification",
        "mail delivery failed",
        "delivery failure",
        "delivery has failed",
        "returned mail",
        "failure notice",
        "non remis",
        "no se puede entregar",
        "no entregado",
        "unzustellbar",
    ];
    let field = |names: &[&str]| {
        header.iter().find_map(|line| {
            let (name, value) = line.split_once(':')?;
            let name = name.trim().to_lowercase();
            names
                .contains(&name.as_str())
                .then(|| value.trim().to_lowercase())
        })
    };
    let from = field(&FROM).unwrap_or_default();
    let subject = field(&SUBJECT).unwrap_or_default();
    if from.contains("mailer-daemon")
        || from.contains("postmaster@")
        || from.contains("mail delivery")
        || BOUNCE_SUBJECTS.iter().any(|b| subject.contains(b))
    {
        return Origin::Bounce;
    }
    let address = sender.address.trim().to_lowercase();
    let by_address = !address.is_empty() && from.contains(&address);
    let name = sender
        .name
        .map(|n| n.trim().to_lowercase())
        .unwrap_or_default();
    let bare = from.trim_matches(|c: char| c == '"' || c == '\'' || c.is_whitespace());
    let by_name = !name.is_empty() && !from.contains('@') && bare == name;
    // His own letter from another account of his: "From: Alan Yeo <a.yeo@work.example>",
    // his name again, or sent to the address he writes from ("To: Alan Yeo <alan@home>").
    let display = from
        .split_once('<')
        .map(|(n, _)| n.trim().trim_matches(|c: char| c == '"' || c == '\''))
        .unwrap_or("");
    let same_name = !name.is_empty() && display == name;
    const TO: [&str; 4] = ["to", "para", "a", "an"];
    let to_himself = !address.is_empty() && field(&TO).is_some_and(|to| to.contains(&address));
    if by_address || by_name || same_name || to_himself {
        Origin::Sender
    } else {
        Origin::Other
    }
}

/// The letter inside a bounce's text (the lines after its report): from the first forward,
/// "Original message" or returned-copy marker, past that marker's header block. Empty if
/// there is none.
fn returned_letter(lines: &[&str], depth: usize, sender: &Sender<'_>) -> String {
    if depth > MAX_FORWARD_DEPTH {
        return String::new();
    }
    let Some(marker) = lines
        .iter()
        .position(|l| is_forward_marker(l) || is_original_message(l) || is_returned_copy_marker(l))
    else {
        return String::new();
    };
    clean(&lines[forwarded_body_start(lines, marker)..], depth, sender)
}

/// The line a mail server writes above the copy of a message it could not deliver (Exim's
/// "------ This is a copy of the message, including all the headers. ------", qmail's
/// "--- Below this line is a copy of the message.", sendmail's "----- Original message
/// follows -----"...).
fn is_returned_copy_marker(line: &str) -> bool {
    dashed_title(line).is_some_and(|t| {
        t.contains("copy of the message")
            || t.contains("original message")
            || t.contains("returned mail follows")
            || t.contains("returned message")
            || t.contains("undelivered message")
    })
}

/// Whether a note holds orders of its own rather than only saying what it sends: labels of
/// at least two different weeks ("Week 1" and "Week 2", "W1"/"W3", lines "1." and "2)",
/// "1ª semana", "semaine 2", "the first week"...). A note such as "Resending my April
/// orders, the first ones bounced" holds none.
pub(super) fn holds_orders(note: &str) -> bool {
    const WEEK_WORDS: [&str; 11] = [
        "week",
        "weeks",
        "wk",
        "semana",
        "semanas",
        "semaine",
        "semaines",
        "woche",
        "wochen",
        "settimana",
        "settimane",
    ];
    let mut weeks = [false; 5];
    for line in note.lines() {
        let trimmed = line.trim_start_matches(|c: char| c.is_whitespace() || "-*•>".contains(c));
        // A list label opening the line: "1." "2)" "3:".
        let mut chars = trimmed.chars();
        if let (Some(d @ '1'..='4'), Some('.' | ')' | ':')) = (chars.next(), chars.next()) {
            weeks[d as usize - '0' as usize] = true;
        }
        let words: Vec<String> = line
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect();
        for (i, word) in words.iter().enumerate() {
            // "w1", "wk2", "week3", "sem4"
            let glued = ["week", "wk", "w", "sem"].iter().find_map(|p| {
                let n = word.strip_prefix(p)?;
                week_number(n).filter(|_| n.chars().all(|c| c.is_ascii_digit()))
            });
            let beside_week_word = || {
                let near = |j: Option<usize>| {
                    j.and_then(|j| words.get(j))
                        .is_some_and(|w| WEEK_WORDS.contains(&w.as_str()))
                };
                near(i.checked_sub(1)) || near(Some(i + 1))
            };
            let number = glued.or_else(|| week_number(word).filter(|_| beside_week_word()));
            if let Some(n) = number {
                weeks[n] = true;
            }
        }
    }
    weeks.iter().filter(|&&w| w).count() >= 2
}

/// A week's number, 1 to 4, from a numeral ("2", "2nd", "2ª", "2e") or an ordinal word.
fn week_number(word: &str) -> Option<usize> {
    const ORDINALS: [(&str, usize); 24] = [
        ("first", 1),
        ("second", 2),
        ("third", 3),
        ("fourth", 4),
        ("last", 4),
        ("primera", 1),
        ("primer", 1),
        ("segunda", 2),
        ("tercera", 3),
        ("cuarta", 4),
        ("première", 1),
        ("premiere", 1),
        ("deuxième", 2),
        ("deuxieme", 2),
        ("seconde", 2),
        ("troisième", 3),
        ("troisieme", 3),
        ("quatrième", 4),
        ("quatrieme", 4),
        ("erste", 1),
        ("zweite", 2),
        ("dritte", 3),
        ("vierte", 4),
        ("ultima", 4),
    ];
    if let Some(&(_, n)) = ORDINALS.iter().find(|(w, _)| *w == word) {
        return Some(n);
    }
    let digits: String = word.chars().take_while(char::is_ascii_digit).collect();
    let suffix = &word[digits.len()..];
    const SUFFIXES: [&str; 10] = ["", "st", "nd", "rd", "th", "ª", "º", "a", "o", "e"];
    match (digits.parse::<usize>(), SUFFIXES.contains(&suffix)) {
        (Ok(n @ 1..=4), true) => Some(n),
        _ => None,
    }
}

/// The first line after the forwarded message's header block (`From:`, `Date:`...; a folded
/// header's continuation lines, as a bounce's raw copy has them, belong to it).
fn forwarded_body_start(lines: &[&str], marker: usize) -> usize {
    header_block_end(lines, marker + 1)
}

/// The first line after a header block starting at `first` (blank lines before it skipped).
fn header_block_end(lines: &[&str], first: usize) -> usize {
    let mut i = first;
    let mut seen_header = false;
    while i < lines.len() {
        let line = lines[i].trim();
        if line.is_empty() {
            if seen_header {
                return i + 1;
            }
        } else if seen_header && lines[i].starts_with([' ', '\t']) {
            // A folded header's continuation.
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
    use super::*;

    fn order_text(body: &str) -> String {
        super::order_text(body, &Sender::default())
    }

    #[test]
    fn the_quoted_lines_are_kept_apart_as_context() {
        let body = "Week 1: rest\r\n\r\nOn Monday, GM wrote:\r\n> Week 3: You courted Mlle Laure.\r\n>> She is now your mistress.\r\n";
        assert_eq!(order_text(body), "Week 1: rest");
        assert_eq!(
            quoted_text(body),
            "Week 3: You courted Mlle Laure.\nShe is now your mistress."
        );
    }

    /// The GM's mail below an Outlook header block is not quoted with marks, but is the same
    /// context: never orders, read for what it says of the player's people.
    #[test]
    fn the_mail_below_an_outlook_header_is_context() {
        let body = "Wk 2 - Challenge Quesnel\r\n\r\n________________________________\r\nFrom: Game Master <gm@game.test>\r\nSent: Sunday, July 2, 2028 8:41 PM\r\nTo: Kieran\r\nSubject: Results\r\n\r\nWeek 3: Both Quesnel cousins, Armand and Bastien, were there.\r\n";
        assert_eq!(order_text(body), "Wk 2 - Challenge Quesnel");
        assert!(
            quoted_text(body).contains("Both Quesnel cousins, Armand and Bastien"),
            "{}",
            quoted_text(body)
        );
        assert!(!quoted_text(body).contains("Challenge Quesnel"));
    }

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

    fn athos() -> Sender<'static> {
        Sender {
            address: "athos@example.org",
            name: Some("Athos"),
            forwarding: false,
        }
    }

    // -- format=flowed (RFC 3676) ---------------------------------------------------------

    // -- forwards and resent letters -------------------------------------------------------

    const GMAIL_BOUNCE: &str = "Sorry, my orders bounced (I typed the address wrong). Here they are again.\n\
        \n\
        ---------- Forwarded message ---------\n\
        From: Mail Delivery System <MAILER-DAEMON@mail.example.org>\n\
        Date: Thu, 5 Mar 2026 at 23:02\n\
        Subject: Undelivered Mail Returned to Sender\n\
        To: <athos@example.org>\n\
        \n\
        This is the mail system at host mail.example.org.\n\
        Your message could not be delivered. It's attached below.\n\
        \n\
        <ordres@engarde.example>: host mx.engarde.example said: 550 5.1.1 User unknown\n\
        \n\
        ---------- Forwarded message ----------\n\
        From: Athos <athos@example.org>\n\
        To: ordres@engarde.example\n\
        Subject: April orders\n\
        \n\
        WEEK 1 PRACTISE SABRE\n\
        WEEK 2 ATTEND BALL\n\
        -- \n\
        Athos\n";

    #[test]
    fn forwarded_bounce_keeps_the_note_and_the_returned_orders() {
        assert_eq!(
            super::order_text(GMAIL_BOUNCE, &athos()),
            "Sorry, my orders bounced (I typed the address wrong). Here they are again.\n\n\
             WEEK 1 PRACTISE SABRE\nWEEK 2 ATTEND BALL"
        );
        // Who forwards a bounce does not matter: a bounce returns the sender's own letter.
        assert_eq!(
            super::order_text(GMAIL_BOUNCE, &Sender::default()),
            super::order_text(GMAIL_BOUNCE, &athos())
        );
        // Forwarded with no note: the returned orders alone, never the report.
        let bare = &GMAIL_BOUNCE[GMAIL_BOUNCE.find("----------").unwrap()..];
        assert_eq!(
            super::order_text(bare, &athos()),
            "WEEK 1 PRACTISE SABRE\nWEEK 2 ATTEND BALL"
        );
    }

    #[test]
    fn forwarded_bounce_without_a_copy_keeps_only_the_note() {
        let body = "It bounced, see below.\n\n---------- Forwarded message ---------\n\
                    From: postmaster@example.org\nSubject: Delivery Status Notification (Failure)\n\n\
                    Address not found: ordres@engarde.example\n";
        assert_eq!(super::order_text(body, &athos()), "It bounced, see below.");
    }

    #[test]
    fn outlook_forwarded_bounce_with_a_raw_copy() {
        // Outlook forwards under a header block; the bounce (Exim's) holds a raw copy of the
        // letter, folded headers and all.
        let body = "Resending, this one came back.\r\n\r\n________________________________\r\n\
                    From: Mail Delivery System <Mailer-Daemon@mx.example.org>\r\n\
                    Sent: Thursday, 5 March 2026 23:02\r\nTo: Athos\r\n\
                    Subject: Mail delivery failed: returning message to sender\r\n\r\n\
                    This message was created automatically by mail delivery software.\r\n\r\n\
                    ------ This is a copy of the message, including all the headers. ------\r\n\r\n\
                    Received: from athos by mx.example.org with local (Exim 4.96)\r\n\
                    \t(envelope-from <athos@example.org>)\r\n\
                    From: Athos <athos@example.org>\r\nSubject: Orders\r\n\r\n\
                    WEEK 3 VISIT CLUB\r\n";
        assert_eq!(
            super::order_text(body, &athos()),
            "Resending, this one came back.\n\nWEEK 3 VISIT CLUB"
        );
    }

    #[test]
    fn forwarded_own_letter_is_added_after_the_note() {
        let body = "Did you get these? Sending them again.\n\n---------- Forwarded message ---------\n\
                    From: Athos <ATHOS@example.org>\nDate: Mon, 3 Apr 1626\nSubject: Orders\n\n\
                    WEEK 1 PRAY\n";
        assert_eq!(
            super::order_text(body, &athos()),
            "Did you get these? Sending them again.\n\nWEEK 1 PRAY"
        );
        // Known by name alone, as some clients write the forwarded From.
        let by_name = body.replace("Athos <ATHOS@example.org>", "Athos");
        assert_eq!(
            super::order_text(&by_name, &athos()),
            super::order_text(body, &athos())
        );
        // Someone else's letter under a note is still not the sender's orders.
        let other = body.replace("Athos <ATHOS@example.org>", "Porthos <porthos@example.org>");
        assert_eq!(
            super::order_text(&other, &athos()),
            "Did you get these? Sending them again."
        );
        // Typed at work and forwarded home: his name from another address, or his letter
        // sent to the address he writes from.
        let from_work = body.replace("Athos <ATHOS@example.org>", "Athos <a.athos@works.example>");
        assert_eq!(
            super::order_text(&from_work, &athos()),
            super::order_text(body, &athos())
        );
        let to_himself = body.replace(
            "From: Athos <ATHOS@example.org>",
            "From: Monsieur A. <a@works.example>\nTo: Athos <athos@example.org>",
        );
        assert_eq!(
            super::order_text(&to_himself, &athos()),
            super::order_text(body, &athos())
        );
    }

    #[test]
    fn a_note_that_holds_orders_is_not_doubled() {
        let body = "WEEK 1 RAPIER\nWEEK 2 CLUB\n\n---------- Forwarded message ---------\n\
                    From: Athos <athos@example.org>\nSubject: Orders\n\nWEEK 1 PRAY\nWEEK 2 PRAY\n";
        assert_eq!(
            super::order_text(body, &athos()),
            "WEEK 1 RAPIER\nWEEK 2 CLUB"
        );
        // Nor is a note that already has every line of the forwarded letter.
        let same = "WEEK 1 PRAY\n\n---------- Forwarded message ---------\nFrom: athos@example.org\n\nWEEK 1 PRAY\n";
        assert_eq!(super::order_text(same, &athos()), "WEEK 1 PRAY");
    }

    #[test]
    fn outlook_block_of_own_letter_counts_only_in_a_forward() {
        let body = "Resending my April orders.\n\n-----Original Message-----\n\
                    From: Athos <athos@example.org>\nSent: Monday, 3 April 1626 09:00\n\
                    To: orders@engarde.example\nSubject: April orders\n\nWEEK 4 REST\n";
        let forwarding = Sender {
            forwarding: true,
            ..athos()
        };
        assert_eq!(
            super::order_text(body, &forwarding),
            "Resending my April orders.\n\nWEEK 4 REST"
        );
        // The same block in a reply is a quote.
        assert_eq!(
            super::order_text(body, &athos()),
            "Resending my April orders."
        );
    }

    #[test]
    fn forward_subjects() {
        for subject in [
            "Fwd: orders",
            "FW: orders",
            "TR: x",
            "RV: órdenes",
            "WG: Befehle",
            " fw:x",
        ] {
            assert!(is_forward_subject(subject), "{subject}");
        }
        for subject in ["Re: Fwd: orders", "Orders for April", "Fwd orders", ""] {
            assert!(!is_forward_subject(subject), "{subject}");
        }
    }

    #[test]
    fn notes_and_orders() {
        for note in [
            "Resending my April orders, the original bounced - it's attached.\n\nGuillaume",
            "Sorry, my orders bounced last night (I typed the address wrong). Here they are again.",
            "Week 1 is in the attachment.",
            "Weeks 1 and 2 as before",
            "",
        ] {
            assert!(!holds_orders(note), "{note:?}");
        }
        for orders in [
            "Week 1: rapier\nWeek 2: club",
            "W1 duty, W2 rapier, W3 club, W4 rest",
            "1. Regimental duty\n2. Practise the sabre",
            "1ª Semana: esgrima\n2ª Semana: club",
            "Semaine 1 : club\nsemaine 3 : repos",
            "In the first week I practise; the second week I court Juliette.",
            "Woche 1: Dienst\nWoche 2: Fechten",
        ] {
            assert!(holds_orders(orders), "{orders:?}");
        }
    }

    #[test]
    fn resent_text_goes_after_the_note() {
        assert_eq!(
            with_resent("Resending.", "WEEK 1 PRAY"),
            "Resending.\n\nWEEK 1 PRAY"
        );
        assert_eq!(with_resent("", "WEEK 1 PRAY"), "WEEK 1 PRAY");
        assert_eq!(with_resent("Resending.", " "), "Resending.");
        assert_eq!(
            with_resent("Week 1: rest\nWeek 2: rest", "WEEK 1 PRAY"),
            "Week 1: rest\nWeek 2: rest"
        );
    }
}
