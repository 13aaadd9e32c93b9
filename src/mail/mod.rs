//! The mail edge: letters in, mails out.
//!
//! `letter` turns raw bytes into a [`Letter`] (mail-parser); `maildir` is the embedded
//! default inbox; `outbox` turns an [`OutMail`] into an RFC 5322 message and hands it to a
//! lettre transport (the file transport by default). Nothing here knows the rules.

pub mod check;
pub mod flowed;
pub mod imap;
pub mod letter;
pub mod maildir;
pub mod message_id;
pub mod outbox;
pub mod smtp;

use serde::{Deserialize, Serialize};

pub use letter::{Letter, LetterKind, read_letter};

/// What a mail is, which decides its headers (Auto-Submitted, List-Id...).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MailKind {
    /// The echo of an order email: `Auto-Submitted: auto-replied`, `In-Reply-To`.
    Acknowledgement,
    /// A player's monthly result: `Auto-Submitted: auto-generated`.
    Result,
    /// The newspaper to the list address: `List-Id`, `List-Unsubscribe`, `Precedence: list`.
    Newspaper,
    /// The GM's report: `Auto-Submitted: auto-generated`.
    GmReport,
    /// Anything else the game says to someone (a notice, a reply to a command).
    Notice,
}

/// A rendered mail waiting in (or sent from) the outbox. Stored in sled; versioned there.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OutMail {
    /// Deterministic Message-ID, without angle brackets: `<turn or letter key>.<kind>.<who>@<domain>`.
    pub message_id: String,
    pub kind: MailKind,
    /// The game's own address the mail comes from (`Name <addr>` allowed).
    pub from: String,
    pub to: String,
    pub subject: String,
    /// The plain-text body.
    pub text: String,
    /// An HTML alternative (the newspaper), sent as multipart/alternative.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub html: Option<String>,
    /// The Message-ID this mail answers (acknowledgements), without angle brackets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub in_reply_to: Option<String>,
    /// For the newspaper: the list's id, e.g. `gazette.engarde.example`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub list_id: Option<String>,
    /// For the newspaper: where a reader unsubscribes (`List-Unsubscribe`), as configured in
    /// `[addresses] unsubscribe`: a mailbox (the list's -request address) or a URL.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub list_unsubscribe: Option<String>,
    /// For the newspaper: posted to a list manager, which adds its own list headers, so it
    /// goes as a plain letter (no `List-Id`, `List-Unsubscribe`, `Precedence: list`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub to_list_manager: bool,
    /// The Date header, in seconds since the Unix epoch; `None`: when it is sent. A turn's
    /// mails carry the turn's deadline, so a resend is byte-identical.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<i64>,
}

impl OutMail {
    /// A plain-text mail of `kind`: no HTML part, not a reply, no list headers, dated when
    /// it is sent. The other fields are set on the value where a mail needs them.
    pub fn new(
        kind: MailKind,
        message_id: String,
        from: String,
        to: String,
        subject: String,
        text: String,
    ) -> OutMail {
        OutMail {
            message_id,
            kind,
            from,
            to,
            subject,
            text,
            html: None,
            in_reply_to: None,
            list_id: None,
            list_unsubscribe: None,
            to_list_manager: false,
            date: None,
        }
    }
}
