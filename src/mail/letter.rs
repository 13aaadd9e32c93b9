//! A raw email made into a [`Letter`]: who wrote, what they wrote, and whether a person did.
//!
//! Reading happens in three steps, and only the third touches mail-parser:
//! 1. the size is checked against [`Limits::max_bytes`];
//! 2. a cheap line scan (`scan`) checks MIME depth and part count, so a hostile mail is
//!    refused before any part is decoded;
//! 3. mail-parser parses inside `catch_unwind` (it has had fuzz-found panics); the fields are
//!    copied out and the body is cleaned into order text (`clean`, `html`), with a letter the
//!    player resent as an attachment added (see `order_text`).
//!
//! **Invariant:** reading never panics and never fails on *bad* mail: a malformed mail still
//! yields a letter with what could be read; only a size/shape limit or bytes that are no
//! email at all are refused, with a [`Refusal`] the GM can read.
//!
//! The letter says what kind of mail it is ([`LetterKind`]) so the caller never answers an
//! auto-reply, a bounce or a list (see `shared/MAIL.md`, "Never start a mail loop"). Checking
//! the sender against the game's own addresses and the per-sender daily cap is the caller's
//! job: this module knows no configuration.

pub(crate) mod clean;
mod html;
mod scan;

use std::panic::{AssertUnwindSafe, catch_unwind};

use mail_parser::{HeaderValue, Message, MessageParser, MessagePart, MimeHeaders, PartType};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use thiserror::Error;

/// What kind of mail a letter is, for loop prevention.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LetterKind {
    /// A person wrote it: answer it.
    Personal,
    /// A machine answered something (`Auto-Submitted` other than `no`, `Precedence:
    /// bulk|junk|auto_reply`, `X-Autoreply`, `X-Autorespond`). A vacation-like subject alone
    /// does not make a letter an auto-reply.
    AutoReply,
    /// A delivery report: empty return path `<>`, a MAILER-DAEMON or postmaster sender,
    /// `multipart/report`, or `X-Failed-Recipients`.
    Bounce,
    /// Sent through a mailing list (`List-Id`, or `Precedence: list`).
    List,
}

/// An email as the game sees it. Every field is owned; header-bound strings carry no CR/LF.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Letter {
    /// The sender's bare address, lowercased (`athos@example.org`).
    pub from: String,
    /// The sender's display name, if any.
    pub from_name: Option<String>,
    /// Message-ID without angle brackets.
    pub message_id: Option<String>,
    /// The subject, decoded, CR/LF replaced by spaces.
    pub subject: String,
    /// The first id of In-Reply-To, without angle brackets.
    pub in_reply_to: Option<String>,
    /// The Date header as RFC 3339; `None` if absent or unparsable (the raw bytes keep it).
    pub date: Option<String>,
    /// The order text: the text/plain body (unwrapped if `format=flowed`) or the HTML body
    /// as text (a table row a line), without quotes, signatures and forward headers. A letter
    /// the player sends again (a bounce of it, forwarded or attached; his own earlier letter;
    /// a text file) follows after a blank line while the body holds no orders. LF line ends.
    pub text: String,
    /// The body's quoted lines without their marks (the GM's results the player answers):
    /// context for the reader, never orders.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub quoted: String,
    /// Hex SHA-256 of the raw bytes, part of the dedupe key.
    pub body_hash: String,
    pub kind: LetterKind,
    /// The raw `Auto-Submitted` value, for the record.
    pub auto_submitted: Option<String>,
    /// The first (topmost, so nearest to us) raw `Authentication-Results` value. Trust it only
    /// when its authserv-id is our own MTA's: that check belongs to the caller.
    pub authentication_results: Option<String>,
}

impl Letter {
    /// Whether the game may answer this letter at all (a person wrote it).
    pub fn is_answerable(&self) -> bool {
        self.kind == LetterKind::Personal
    }
}

/// Limits checked before a mail is parsed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Largest raw mail read, in bytes. Default 1 MiB: orders are a few lines of text.
    pub max_bytes: usize,
    /// Most MIME containers open inside one another. Default 10.
    pub max_depth: usize,
    /// Most MIME parts, the root included. Default 100.
    pub max_parts: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            max_bytes: 1024 * 1024,
            max_depth: 10,
            max_parts: 100,
        }
    }
}

/// Why a mail was not read. Each message is meant for the GM.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Refusal {
    #[error(
        "the mail is {size} bytes, more than the {max} bytes allowed; it was not read \
         (ask the player to send the orders as plain text, without attachments)"
    )]
    TooLarge { size: usize, max: usize },
    #[error(
        "the mail nests MIME parts more than {max} levels deep, which no mail program does; \
         it was not read"
    )]
    TooDeep { max: usize },
    #[error("the mail has more than {max} MIME parts (attachments, alternatives); it was not read")]
    TooManyParts { max: usize },
    #[error("the file is not an email (no sender could be read from it); it was not read")]
    NotAnEmail,
}

/// Reads raw bytes into a letter with the default [`Limits`]. `None` if the bytes were
/// refused (see [`read_letter_with`] for why). Never panics.
pub fn read_letter(raw: &[u8]) -> Option<Letter> {
    read_letter_with(raw, &Limits::default()).ok()
}

/// Reads raw bytes into a letter, refusing mail over `limits` before parsing it. Never panics.
pub fn read_letter_with(raw: &[u8], limits: &Limits) -> Result<Letter, Refusal> {
    if raw.len() > limits.max_bytes {
        return Err(Refusal::TooLarge {
            size: raw.len(),
            max: limits.max_bytes,
        });
    }
    scan::check_shape(raw, limits)?;
    match catch_unwind(AssertUnwindSafe(|| parse(raw, limits))) {
        Ok(result) => result,
        Err(_) => {
            tracing::warn!(
                body_hash = %hex_sha256(raw),
                "mail-parser panicked on a mail; it is treated as not an email"
            );
            Err(Refusal::NotAnEmail)
        }
    }
}

fn parse(raw: &[u8], limits: &Limits) -> Result<Letter, Refusal> {
    let message = MessageParser::default()
        .parse(raw)
        .ok_or(Refusal::NotAnEmail)?;
    // The scan does not look inside encoded embedded messages; mail-parser does, so check
    // its count too.
    if message.parts.len() > limits.max_parts {
        return Err(Refusal::TooManyParts {
            max: limits.max_parts,
        });
    }

    let sender = message
        .from()
        .or_else(|| message.sender())
        .and_then(|a| a.first())
        .ok_or(Refusal::NotAnEmail)?;
    let from = sender_address(&message).ok_or(Refusal::NotAnEmail)?;
    let from_name = sender.name().map(one_line).filter(|n| !n.is_empty());

    let in_reply_to = match message.in_reply_to() {
        HeaderValue::Text(id) => Some(id.as_ref()),
        HeaderValue::TextList(ids) => ids.first().map(|id| id.as_ref()),
        _ => None,
    };

    let text = order_text(
        &message,
        &clean::Sender {
            address: &from,
            name: from_name.as_deref(),
            forwarding: false,
        },
        0,
    );

    Ok(Letter {
        kind: kind_of(&message, &from),
        from,
        from_name,
        message_id: message.message_id().and_then(bare_id),
        subject: message.subject().map(one_line).unwrap_or_default(),
        in_reply_to: in_reply_to.and_then(bare_id),
        date: message
            .date()
            .filter(|d| d.is_valid())
            .map(|d| d.to_rfc3339()),
        text,
        quoted: body(&message)
            .map(|b| clean::quoted_text(&b))
            .unwrap_or_default(),
        body_hash: hex_sha256(raw),
        auto_submitted: raw_header(&message, "Auto-Submitted"),
        authentication_results: raw_header(&message, "Authentication-Results"),
    })
}

/// How many messages inside messages (a forward of a bounce of a letter) are looked into.
const MAX_EMBEDDED_DEPTH: usize = 3;

/// A message's order text: its body cleaned (see `clean`); then, while that holds no orders
/// ([`clean::holds_orders`]), each letter the player sends again as an attachment is added
/// after it (see [`resent_attachment`]); and when none of that holds orders but the subject
/// does, the subject before it, as its first line.
fn order_text(message: &Message<'_>, sender: &clean::Sender<'_>, depth: usize) -> String {
    let sender = &clean::Sender {
        forwarding: message.subject().is_some_and(clean::is_forward_subject),
        ..*sender
    };
    let top = body(message)
        .map(|b| clean::order_text(&b, sender))
        .unwrap_or_default();
    if depth >= MAX_EMBEDDED_DEPTH {
        return top;
    }
    let top_is_empty = top.is_empty();
    let text = message
        .attachments()
        .filter_map(|part| resent_attachment(part, sender, top_is_empty, depth))
        .fold(top, |text, resent| clean::with_resent(&text, &resent));
    // "All in the subject line, GM": a month written in the subject, the body holding none.
    match message.subject() {
        Some(subject)
            if depth == 0 && !clean::holds_orders(&text) && clean::holds_orders(subject) =>
        {
            format!("{}\n\n{text}", one_line(subject))
        }
        _ => text,
    }
}

/// The order text of an attachment that is a letter sent again:
/// - an attached message that is a bounce: the player's letter it returned (its embedded
///   message, or the copy in its text), never the report;
/// - an attached message from the letter's own sender (his earlier letter), or any attached
///   message when the body says nothing at all (Outlook's "forward as attachment");
/// - a `text/plain` file.
///
/// `None` for anything else: someone else's mail attached beside the player's words is not
/// his orders, and images or documents are not read.
fn resent_attachment(
    part: &MessagePart<'_>,
    sender: &clean::Sender<'_>,
    top_is_empty: bool,
    depth: usize,
) -> Option<String> {
    if let Some(inner) = part.message() {
        let inner_from = sender_address(inner).unwrap_or_default();
        if kind_of(inner, &inner_from) == LetterKind::Bounce {
            let returned = inner
                .attachments()
                .filter_map(|p| p.message())
                .map(|m| order_text(m, sender, depth + 1))
                .find(|t| !t.is_empty());
            return returned
                .or_else(|| body(inner).map(|b| clean::bounced_letter(&b, sender)))
                .filter(|t| !t.is_empty());
        }
        let own = !sender.address.is_empty() && inner_from == sender.address;
        return (own || top_is_empty)
            .then(|| order_text(inner, sender, depth + 1))
            .filter(|t| !t.is_empty());
    }
    let plain = part.content_type().is_none_or(|ct| {
        ct.ctype().eq_ignore_ascii_case("text")
            && ct.subtype().is_none_or(|s| s.eq_ignore_ascii_case("plain"))
    });
    match &part.body {
        PartType::Text(text) if plain => {
            Some(clean::order_text(&unflowed(part, text), sender)).filter(|t| !t.is_empty())
        }
        _ => None,
    }
}

/// A message's body as text: the HTML-only body through our own conversion, which keeps one
/// line per block (mail-parser's joins `<div>` lines, which is how webmail and Outlook write
/// each line of an order); the text/plain body unwrapped if it is `format=flowed`.
fn body(message: &Message<'_>) -> Option<String> {
    let part = message.text_part(0)?;
    if part.is_text_html() {
        return message.body_html(0).map(|h| html::html_to_text(&h));
    }
    let text = message.body_text(0)?;
    Some(unflowed(part, &text))
}

/// A text part's text, unwrapped if its Content-Type says `format=flowed` (RFC 3676), with
/// its `delsp` parameter.
fn unflowed(part: &MessagePart<'_>, text: &str) -> String {
    let content_type = part.content_type();
    let param = |name: &str, value: &str| {
        content_type
            .and_then(|ct| ct.attribute(name))
            .is_some_and(|v| v.trim().eq_ignore_ascii_case(value))
    };
    if param("format", "flowed") {
        super::flowed::unflow(text, param("delsp", "yes"))
    } else {
        text.to_string()
    }
}

/// The From (else Sender) address of a message, bare and lowercased.
fn sender_address(message: &Message<'_>) -> Option<String> {
    message
        .from()
        .or_else(|| message.sender())
        .and_then(|a| a.first())
        .and_then(|a| a.address())
        .map(|a| one_line(a).replace(' ', "").to_lowercase())
        .filter(|a| !a.is_empty())
}

/// The loop-prevention verdict; the first matching rule wins: bounce, then auto-reply
/// headers, then list headers, then `Precedence: bulk|junk|auto_reply`.
fn kind_of(message: &Message<'_>, from: &str) -> LetterKind {
    let local = from.split('@').next().unwrap_or_default();
    let return_path_empty = raw_header(message, "Return-Path")
        .is_some_and(|rp| matches!(rp.trim_matches(|c: char| c.is_whitespace()), "<>" | ""));
    let is_report = message.content_type().is_some_and(|ct| {
        ct.ctype().eq_ignore_ascii_case("multipart")
            && ct
                .subtype()
                .is_some_and(|s| s.eq_ignore_ascii_case("report"))
    });
    if return_path_empty
        || local == "mailer-daemon"
        || local == "postmaster"
        || is_report
        || has_header(message, "X-Failed-Recipients")
    {
        return LetterKind::Bounce;
    }

    let auto_submitted = raw_header(message, "Auto-Submitted").is_some_and(|v| {
        let token = v.split(';').next().unwrap_or_default().trim();
        !token.eq_ignore_ascii_case("no")
    });
    if auto_submitted || has_header(message, "X-Autoreply") || has_header(message, "X-Autorespond")
    {
        return LetterKind::AutoReply;
    }

    // Lists often say `Precedence: bulk` too; List-Id is the more precise answer.
    let precedence = raw_header(message, "Precedence")
        .map(|p| p.trim().to_ascii_lowercase())
        .unwrap_or_default();
    if has_header(message, "List-Id") || precedence == "list" {
        return LetterKind::List;
    }
    if matches!(precedence.as_str(), "bulk" | "junk" | "auto_reply") {
        return LetterKind::AutoReply;
    }
    LetterKind::Personal
}

fn has_header(message: &mail_parser::Message<'_>, name: &'static str) -> bool {
    message
        .headers()
        .iter()
        .any(|h| h.name().eq_ignore_ascii_case(name))
}

/// The first header of that name, raw (unfolded, trimmed); `None` if absent.
fn raw_header(message: &mail_parser::Message<'_>, name: &'static str) -> Option<String> {
    let header = message
        .headers()
        .iter()
        .find(|h| h.name().eq_ignore_ascii_case(name))?;
    let bytes = message
        .raw_message
        .get(header.offset_start() as usize..header.offset_end() as usize)?;
    Some(one_line(&String::from_utf8_lossy(bytes)))
}

/// One line of text: CR, LF (and runs of whitespace around them) become one space; other
/// control characters go; the ends are trimmed. For anything that may be echoed in a header.
fn one_line(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for word in s.split(['\r', '\n']) {
        let word: String = word
            .chars()
            .filter(|c| !c.is_control() || *c == '\t')
            .collect();
        let word = word.trim();
        if word.is_empty() {
            continue;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

/// A message id without angle brackets or whitespace; `None` if nothing is left.
fn bare_id(id: &str) -> Option<String> {
    let id: String = id
        .chars()
        .filter(|c| !c.is_whitespace() && !c.is_control() && *c != '<' && *c != '>')
        .collect();
    (!id.is_empty()).then_some(id)
}

fn hex_sha256(raw: &[u8]) -> String {
    Sha256::digest(raw)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}
