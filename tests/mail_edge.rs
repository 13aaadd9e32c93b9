//! The mail edge end to end: fixture mails as real clients write them -> `Letter`; hostile
//! and broken input; the Maildir hand-off; `OutMail` -> RFC 5322 and back through mail-parser.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use engarde::mail::letter::{Letter, LetterKind, Limits, Refusal, read_letter, read_letter_with};
use engarde::mail::maildir::Maildir;
use engarde::mail::outbox::{
    FileOutbox, MailTransport, MemoryOutbox, OutboxError, SendError, build_message,
};
use engarde::mail::{MailKind, OutMail};
use mail_parser::{MessageParser, MimeHeaders};
use sha2::{Digest, Sha256};

fn fixture(name: &str) -> Vec<u8> {
    let path = format!("{}/tests/mail/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn letter(name: &str) -> Letter {
    read_letter(&fixture(name)).unwrap_or_else(|| panic!("{name} was refused"))
}

// ---------------------------------------------------------------------------------------
// Letters from fixtures

#[test]
fn plain_order() {
    let raw = fixture("plain_order.eml");
    let l = read_letter(&raw).unwrap();
    assert_eq!(l.from, "athos@example.org", "bare and lowercased");
    assert_eq!(l.from_name.as_deref(), Some("Athos"));
    assert_eq!(
        l.message_id.as_deref(),
        Some("3f1c2a9e-7d41-4b8a-9c55-1e2f3a4b5c6d@example.org")
    );
    assert_eq!(l.subject, "Orders for April");
    assert_eq!(l.in_reply_to, None);
    assert_eq!(l.date.as_deref(), Some("2023-04-03T09:15:42+02:00"));
    assert_eq!(
        l.text,
        "PASSWORD swordfish\nWEEK 1 PRACTISE SABRE\nWEEK 2 ATTEND BALL\n\
         WEEK 3 VISIT CLUB\nWEEK 4 GAMBLE 20"
    );
    let hash: String = Sha256::digest(&raw)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    assert_eq!(l.body_hash, hash);
    assert_eq!(l.kind, LetterKind::Personal);
    assert!(l.is_answerable());
    assert_eq!(l.auto_submitted, None);
    assert_eq!(
        l.authentication_results.as_deref(),
        Some(
            "mx.engarde.example; dkim=pass header.d=example.org; spf=pass smtp.mailfrom=example.org"
        )
    );
}

#[test]
fn html_only_outlook_mail_becomes_text() {
    let l = letter("html_only_outlook.eml");
    assert_eq!(l.from, "porthos@outlook.example");
    assert_eq!(l.from_name.as_deref(), Some("Porthos du Vallon"));
    assert_eq!(l.date.as_deref(), Some("2023-04-03T08:01:00Z"));
    // No tags, no style sheet, one line per block; Word's empty paragraph is a blank line;
    // the unmarked sign-off stays (the order parser takes it for a signature).
    assert_eq!(
        l.text,
        "WEEK 1 COURT LADY Milady\nWEEK 2 CAROUSE\n\nPorthos"
    );
    assert!(l.is_answerable());
}

#[test]
fn top_posted_reply_loses_the_quoted_acknowledgement() {
    let l = letter("reply_top_posted.eml");
    assert_eq!(l.text, "WEEK 3 PRAY");
    assert_eq!(
        l.in_reply_to.as_deref(),
        Some("1626-04.ack.aramis@engarde.example")
    );
    assert_eq!(
        l.message_id.as_deref(),
        Some("CAF=abcDEF123+xyz@mail.gmail.example")
    );
    assert_eq!(l.subject, "Re: Your orders for April 1626");
    assert!(l.is_answerable());
}

#[test]
fn spanish_reply_with_wrapped_attribution() {
    let l = letter("reply_spanish.eml");
    assert_eq!(l.from_name.as_deref(), Some("Charles d'Artagnan"));
    assert_eq!(l.subject, "Re: Sus órdenes");
    assert_eq!(l.text, "WEEK 1 DUEL Rochefort\nWEEK 2 PRÁCTICA");
    assert_eq!(
        l.in_reply_to.as_deref(),
        Some("1626-04.ack.dartagnan@engarde.example")
    );
}

#[test]
fn latin1_quoted_printable_is_decoded() {
    let l = letter("latin1_order.eml");
    assert_eq!(l.from, "rene@vieux.example");
    assert_eq!(l.from_name.as_deref(), Some("René d'Herblay"));
    assert_eq!(l.subject, "Ordres pour avril à Paris");
    assert_eq!(
        l.text,
        "WEEK 1 VISIT CLUB Cercle d'Épée\nWEEK 2 COURT LADY Mme de Chevreuse à l'hôtel"
    );
}

#[test]
fn signature_and_bom_are_removed() {
    let l = letter("signature.eml");
    assert_eq!(l.text, "WEEK 1 PRACTISE SABRE\nWEEK 2 ATTEND BALL");
}

#[test]
fn forward_only_keeps_the_forwarded_orders() {
    let l = letter("forwarded.eml");
    assert_eq!(
        l.from, "planchet@example.net",
        "the forwarder is the sender"
    );
    assert_eq!(l.subject, "Fwd: orders");
    assert_eq!(l.text, "WEEK 1 PRACTISE SABRE\nWEEK 2 ATTEND BALL");
}

#[test]
fn flowed_lines_are_joined() {
    // format=flowed; delsp=no (Thunderbird): soft breaks join, the space-stuffed line loses
    // its stuffing, the quote and the signature (never joined) go.
    let l = letter("flowed.eml");
    assert_eq!(
        l.text,
        "Week 1: Practise with the rapier; Maître Lebrun's salle is only a short walk from my lodgings.\n\
         Week 2: Court Mademoiselle Juliette de Lys, spending an extra 30 crowns on gifts.\n\
         From week 3 on: regimental duty."
    );
}

#[test]
fn flowed_delsp_lines_are_joined_without_the_soft_space() {
    // format=flowed; DelSp=yes, quoted-printable (Apple Mail): the space before each soft
    // break is the sender's, deleted when the lines join.
    let l = letter("flowed_delsp.eml");
    assert_eq!(
        l.text,
        "WEEK 1 VISIT the Horse Guards club and carouse, taking Lieutenant Moreau as my guest\n\
         WEEK 2 COURT the Duchesse de Montbazon with gifts worth 40 crowns, as befits her rank"
    );
}

#[test]
fn html_table_rows_are_lines() {
    let l = letter("html_table_outlook.eml");
    assert_eq!(
        l.text,
        "Character: Philippe d\u{2019}Orgeval\n\nWeek | Orders\n1 | Court Madame de Sévigné\n\
         2 | The Théâtre Royale, a seat in the stalls\n\nPhilippe"
    );
}

#[test]
fn forwarded_bounce_is_personal_with_the_returned_orders() {
    let l = letter("forwarded_bounce.eml");
    assert_eq!(l.kind, LetterKind::Personal);
    assert!(l.is_answerable());
    assert_eq!(l.from, "guillaume.roche@example.net");
    // The note stays; the forward header blocks and the bounce report go; the returned
    // letter's orders follow (its signature cut).
    assert_eq!(
        l.text,
        "Sorry, my orders bounced last night (I typed the address wrong). Here they are again.\n\n\
         Character: Guillaume Roche\nWeek 1: Practise sabre\nWeek 2: Regimental duty"
    );
}

#[test]
fn attached_bounce_adds_the_returned_letter() {
    let l = letter("bounce_attached.eml");
    assert_eq!(
        l.kind,
        LetterKind::Personal,
        "the bounce is attached, not the letter"
    );
    assert_eq!(l.auto_submitted, None);
    // The returned letter (inside the attached bounce, format=flowed itself) follows the
    // note; the bounce's report and delivery status are not read.
    assert_eq!(
        l.text,
        "Resending my April orders, the original bounced - it's attached.\n\nGuillaume\n\n\
         Character: Guillaume Roche\nWeek 1: Regimental duty\n\
         Week 2: Court the Duchesse de Montbazon, with gifts worth 20 crowns"
    );
}

#[test]
fn attached_own_letter_is_added_after_the_note() {
    let l = letter("resent_attached.eml");
    assert_eq!(l.kind, LetterKind::Personal);
    assert_eq!(
        l.text,
        "Did these reach you? I got no acknowledgement.\n\nWEEK 1 PRACTISE SABRE\nWEEK 2 ATTEND BALL"
    );
}

/// A multipart/mixed letter from Athos: `top` as its text, then one attachment.
fn with_attachment(top: &str, attachment_headers: &str, attachment: &str) -> Vec<u8> {
    format!(
        "From: Athos <athos@example.org>\r\nSubject: orders\r\nMIME-Version: 1.0\r\n\
         Content-Type: multipart/mixed; boundary=\"b\"\r\n\r\n\
         --b\r\nContent-Type: text/plain\r\n\r\n{top}\r\n\
         --b\r\n{attachment_headers}\r\n{attachment}\r\n--b--\r\n"
    )
    .into_bytes()
}

const ATTACHED_LETTER: &str = "Content-Type: message/rfc822\r\n";

fn attached_letter_from(from: &str) -> String {
    format!("From: {from}\r\nSubject: April\r\n\r\nWEEK 1 PRAY\r\nWEEK 2 PRAY\r\n")
}

/// "All in the subject line, GM": a month written in the subject is read, before the body,
/// when the body holds no orders; a subject beside orders in the body is not.
#[test]
fn a_month_written_in_the_subject_is_read_when_the_body_has_none() {
    let letter = |subject: &str, body: &str| {
        let raw = format!(
            "From: Theo <theo@example.org>\r\nTo: orders@engarde.example\r\nSubject: {subject}\r\nMessage-ID: <s1@example.org>\r\n\r\n{body}\r\n"
        );
        read_letter(raw.as_bytes()).unwrap().text
    };
    let subject = "Brissot: W1 duty, W2 duty, W3 Red Phillips, W4 mistress";
    assert_eq!(
        letter(subject, "All in the subject line, GM."),
        format!("{subject}\n\nAll in the subject line, GM.")
    );
    assert_eq!(
        letter(subject, "Week 1: practise rapier\nWeek 2: duty"),
        "Week 1: practise rapier\nWeek 2: duty"
    );
    assert_eq!(
        letter("Orders for May", "All in the subject line."),
        "All in the subject line."
    );
}

#[test]
fn which_attachments_are_read() {
    let text = |raw: Vec<u8>| read_letter(&raw).unwrap().text;
    // Someone else's mail attached beside the player's words is not his orders.
    assert_eq!(
        text(with_attachment(
            "Look what Porthos sent me!",
            ATTACHED_LETTER,
            &attached_letter_from("Porthos <porthos@example.org>")
        )),
        "Look what Porthos sent me!"
    );
    // ...but a forward as attachment with no words at all is read, like an inline forward.
    assert_eq!(
        text(with_attachment(
            "",
            ATTACHED_LETTER,
            &attached_letter_from("Porthos <porthos@example.org>")
        )),
        "WEEK 1 PRAY\nWEEK 2 PRAY"
    );
    // His own letter is not added when the top already holds orders.
    assert_eq!(
        text(with_attachment(
            "Week 1: rapier\r\nWeek 2: club",
            ATTACHED_LETTER,
            &attached_letter_from("athos@example.org")
        )),
        "Week 1: rapier\nWeek 2: club"
    );
    // A text file of orders is added after the note.
    let file = "Content-Type: text/plain; name=\"orders.txt\"\r\n\
                Content-Disposition: attachment; filename=\"orders.txt\"\r\n";
    assert_eq!(
        text(with_attachment(
            "My orders are in the file.",
            file,
            "WEEK 3 DUEL Aramis\r\n"
        )),
        "My orders are in the file.\n\nWEEK 3 DUEL Aramis"
    );
    // Other attachments are not read.
    let image = "Content-Type: image/png\r\nContent-Disposition: attachment\r\n";
    assert_eq!(
        text(with_attachment("WEEK 1 PRAY", image, "WEEK 2 NOT READ")),
        "WEEK 1 PRAY"
    );
}

#[test]
fn vacation_reply_is_not_answerable() {
    let l = letter("vacation.eml");
    assert_eq!(l.kind, LetterKind::AutoReply);
    assert!(!l.is_answerable());
    assert_eq!(l.auto_submitted.as_deref(), Some("auto-replied"));
    assert_eq!(
        l.in_reply_to.as_deref(),
        Some("1626-04.ack.porthos@engarde.example")
    );
}

#[test]
fn bounce_is_not_answerable() {
    let l = letter("bounce.eml");
    assert_eq!(l.kind, LetterKind::Bounce);
    assert!(!l.is_answerable());
    assert_eq!(l.from, "mailer-daemon@mx.engarde.example");
    assert_eq!(l.from_name.as_deref(), Some("Mail Delivery System"));
    assert!(
        l.text
            .starts_with("This is the mail system at host mx.engarde.example.")
    );
}

#[test]
fn list_mail_is_not_answerable() {
    let l = letter("list.eml");
    assert_eq!(l.kind, LetterKind::List);
    assert!(!l.is_answerable());
    assert_eq!(l.text, "WEEK 1 ATTEND BALL");
}

#[test]
fn not_an_email() {
    let raw = fixture("not_an_email.txt");
    assert_eq!(read_letter(&raw), None);
    assert_eq!(
        read_letter_with(&raw, &Limits::default()),
        Err(Refusal::NotAnEmail)
    );
    assert_eq!(
        read_letter_with(b"", &Limits::default()),
        Err(Refusal::NotAnEmail)
    );
}

// ---------------------------------------------------------------------------------------
// Kinds from headers, one rule each

fn kind_with(headers: &str) -> LetterKind {
    let raw =
        format!("From: Athos <athos@example.org>\r\n{headers}Subject: x\r\n\r\nWEEK 1 PRAY\r\n");
    read_letter(raw.as_bytes()).unwrap().kind
}

#[test]
fn kinds() {
    use LetterKind::*;
    let cases = [
        ("", Personal),
        ("Auto-Submitted: no\r\n", Personal),
        ("Auto-Submitted: auto-generated\r\n", AutoReply),
        (
            "Auto-Submitted: auto-replied; owner-email=\"a@b\"\r\n",
            AutoReply,
        ),
        ("Precedence: bulk\r\n", AutoReply),
        ("Precedence: junk\r\n", AutoReply),
        ("Precedence: auto_reply\r\n", AutoReply),
        ("Precedence: list\r\n", List),
        ("X-Autoreply: yes\r\n", AutoReply),
        ("X-Autorespond: yes\r\n", AutoReply),
        ("List-Id: <x.lists.example>\r\n", List),
        ("List-Id: <x.lists.example>\r\nPrecedence: bulk\r\n", List),
        ("Return-Path: <>\r\n", Bounce),
        ("Return-Path: <athos@example.org>\r\n", Personal),
        ("X-Failed-Recipients: gone@nowhere.example\r\n", Bounce),
        (
            "Content-Type: multipart/report; report-type=delivery-status; boundary=b\r\n",
            Bounce,
        ),
    ];
    for (headers, kind) in cases {
        assert_eq!(kind_with(headers), kind, "{headers:?}");
    }
}

#[test]
fn postmaster_and_mailer_daemon_senders_are_bounces() {
    for from in [
        "postmaster@example.org",
        "MAILER-DAEMON@example.org",
        "<Postmaster@Example.org>",
    ] {
        let raw = format!("From: {from}\r\nSubject: x\r\n\r\nhello\r\n");
        assert_eq!(
            read_letter(raw.as_bytes()).unwrap().kind,
            LetterKind::Bounce,
            "{from}"
        );
    }
}

#[test]
fn a_vacation_subject_alone_is_not_an_auto_reply() {
    let raw = b"From: Athos <athos@example.org>\r\nSubject: Out of Office: back on Monday\r\n\r\nWEEK 1 PRAY\r\n";
    let l = read_letter(raw).unwrap();
    assert_eq!(l.kind, LetterKind::Personal);
    assert_eq!(l.text, "WEEK 1 PRAY");
}

#[test]
fn header_fields_carry_no_line_breaks() {
    // Encoded words can smuggle CR/LF past header unfolding.
    let raw = b"From: =?UTF-8?Q?Evil=0D=0ABcc:_x@y?= <Evil@Example.org>\r\n\
                Subject: =?UTF-8?Q?Orders=0D=0ABcc:_all@example.org?=\r\n\
                Message-ID: <a b@c>\r\n\r\nWEEK 1 PRAY\r\n";
    let l = read_letter(raw).unwrap();
    assert_eq!(l.subject, "Orders Bcc: all@example.org");
    assert_eq!(l.from_name.as_deref(), Some("Evil Bcc: x@y"));
    assert_eq!(l.message_id.as_deref(), Some("ab@c"));
    assert_eq!(l.from, "evil@example.org");
}

#[test]
fn unparsable_date_is_none() {
    let raw = b"From: a@b.example\r\nDate: the day after the siege\r\n\r\nx\r\n";
    assert_eq!(read_letter(raw).unwrap().date, None);
}

#[test]
fn letter_round_trips_through_json() {
    let l = letter("reply_spanish.eml");
    let json = serde_json::to_string(&l).unwrap();
    assert!(json.contains("\"kind\":\"personal\""));
    assert_eq!(serde_json::from_str::<Letter>(&json).unwrap(), l);
}

// ---------------------------------------------------------------------------------------
// Hostile and broken input

/// A mail whose body is `depth` multiparts inside one another.
fn nested(depth: usize) -> Vec<u8> {
    let mut raw = String::from("From: a@b.example\r\nSubject: deep\r\nMIME-Version: 1.0\r\n");
    for i in 0..depth {
        raw.push_str(&format!(
            "Content-Type: multipart/mixed; boundary=\"b{i}\"\r\n\r\n--b{i}\r\n"
        ));
    }
    raw.push_str("Content-Type: text/plain\r\n\r\nWEEK 1 PRAY\r\n");
    for i in (0..depth).rev() {
        raw.push_str(&format!("--b{i}--\r\n"));
    }
    raw.into_bytes()
}

/// A multipart/mixed mail with `parts` text parts.
fn many_parts(parts: usize) -> Vec<u8> {
    let mut raw = String::from(
        "From: a@b.example\r\nSubject: many\r\nMIME-Version: 1.0\r\n\
         Content-Type: multipart/mixed; boundary=\"sep\"\r\n\r\n",
    );
    for i in 0..parts {
        raw.push_str(&format!(
            "--sep\r\nContent-Type: text/plain\r\n\r\npart {i}\r\n"
        ));
    }
    raw.push_str("--sep--\r\n");
    raw.into_bytes()
}

#[test]
fn twenty_levels_of_multipart_are_refused_before_parsing() {
    let raw = nested(20);
    assert_eq!(
        read_letter_with(&raw, &Limits::default()),
        Err(Refusal::TooDeep { max: 10 })
    );
    assert_eq!(read_letter(&raw), None);
    // Within the limit it reads, and the text is found at the bottom.
    assert_eq!(read_letter(&nested(9)).unwrap().text, "WEEK 1 PRAY");
    // With the limit raised, mail-parser copes with the depth too.
    let lax = Limits {
        max_depth: 30,
        ..Limits::default()
    };
    assert_eq!(read_letter_with(&raw, &lax).unwrap().text, "WEEK 1 PRAY");
}

#[test]
fn five_hundred_parts_are_refused() {
    let raw = many_parts(500);
    assert_eq!(
        read_letter_with(&raw, &Limits::default()),
        Err(Refusal::TooManyParts { max: 100 })
    );
    assert_eq!(read_letter(&many_parts(50)).unwrap().text, "part 0");
}

#[test]
fn oversized_mail_is_refused() {
    let mut raw = b"From: a@b.example\r\nSubject: big\r\n\r\n".to_vec();
    raw.resize(2 * 1024 * 1024, b'x');
    let refusal = read_letter_with(&raw, &Limits::default()).unwrap_err();
    assert_eq!(
        refusal,
        Refusal::TooLarge {
            size: 2 * 1024 * 1024,
            max: 1024 * 1024
        }
    );
    // The GM reads these.
    assert!(
        refusal.to_string().contains("1048576 bytes allowed"),
        "{refusal}"
    );
    assert!(
        Refusal::TooDeep { max: 10 }
            .to_string()
            .contains("10 levels deep")
    );
    assert!(
        Refusal::TooManyParts { max: 100 }
            .to_string()
            .contains("more than 100 MIME parts")
    );
}

/// xorshift64*: a fixed stream, so a failure is reproducible.
struct Noise(u64);
impl Noise {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

#[test]
fn random_bytes_and_mangled_mail_never_panic() {
    let mut noise = Noise(0x00e6_4a7d_e1ab_cdef);
    for _ in 0..500 {
        let len = (noise.next() % 2048) as usize;
        let bytes: Vec<u8> = (0..len).map(|_| noise.next() as u8).collect();
        let _ = read_letter(&bytes);
    }
    let names = [
        "plain_order.eml",
        "html_only_outlook.eml",
        "reply_top_posted.eml",
        "bounce.eml",
        "forwarded.eml",
        "latin1_order.eml",
        "flowed.eml",
        "html_table_outlook.eml",
        "forwarded_bounce.eml",
        "bounce_attached.eml",
    ];
    for name in names {
        let original = fixture(name);
        for _ in 0..200 {
            let mut raw = original.clone();
            for _ in 0..=(noise.next() % 8) {
                let at = (noise.next() as usize) % raw.len();
                raw[at] = noise.next() as u8;
            }
            let cut = (noise.next() as usize) % raw.len();
            let _ = read_letter(&raw);
            let _ = read_letter(&raw[..cut]);
        }
    }
}

// ---------------------------------------------------------------------------------------
// Maildir hand-off

#[test]
fn maildir_delivers_and_hands_off_exactly_once() {
    let dir = tempfile::tempdir().unwrap();
    let md = Maildir::open(dir.path().join("inbox")).unwrap();
    for sub in ["new", "cur", "tmp"] {
        assert!(dir.path().join("inbox").join(sub).is_dir());
    }
    let k1 = md.deliver(&fixture("plain_order.eml")).unwrap();
    let k2 = md.deliver(&fixture("latin1_order.eml")).unwrap();

    let pending = md.pending().unwrap();
    assert_eq!(
        pending.iter().map(|e| &e.key).collect::<Vec<_>>(),
        [&k1, &k2]
    );
    let first = read_letter(&pending[0].read().unwrap()).unwrap();
    assert_eq!(first.from, "athos@example.org");

    // Crash after storing the first letter, before marking it: it comes back.
    let again = md.pending().unwrap();
    assert_eq!(again[0].key, k1);
    assert_eq!(
        read_letter(&again[0].read().unwrap()).unwrap().body_hash,
        first.body_hash
    );

    md.mark_processed(&again[0]).unwrap();
    md.mark_processed(&again[0]).unwrap();
    md.mark_processed(&pending[0]).unwrap();
    let left = md.pending().unwrap();
    assert_eq!(left.len(), 1);
    assert_eq!(left[0].key, k2);
    assert!(
        dir.path()
            .join("inbox/cur")
            .join(format!("{k1}:2,S"))
            .is_file()
    );
}

// ---------------------------------------------------------------------------------------
// Outbox

/// 2023-04-03T08:00:00Z.
fn date() -> SystemTime {
    UNIX_EPOCH + Duration::from_secs(1_680_508_800)
}

fn out(kind: MailKind) -> OutMail {
    OutMail {
        message_id: format!("1626-04.{kind:?}.athos@engarde.example").to_lowercase(),
        kind,
        from: "Engarde <orders@engarde.example>".into(),
        to: "Athos <athos@example.org>".into(),
        subject: "Your orders for April 1626".into(),
        text: "Your orders were received:\nWEEK 1 PRACTISE SABRE\nÉpée à la main.\n".into(),
        html: None,
        in_reply_to: None,
        list_id: None,
        list_unsubscribe: None,
        to_list_manager: false,
        date: None,
    }
}

fn ack() -> OutMail {
    OutMail {
        in_reply_to: Some("3f1c2a9e@example.org".into()),
        ..out(MailKind::Acknowledgement)
    }
}

fn newspaper() -> OutMail {
    OutMail {
        to: "gazette@engarde.example".into(),
        subject: "La Gazette, April 1626".into(),
        html: Some("<h1>La Gazette</h1><p>Athos fought a duel.</p>".into()),
        list_id: Some("gazette.engarde.example".into()),
        list_unsubscribe: Some("gazette-request@engarde.example".into()),
        date: None,
        ..out(MailKind::Newspaper)
    }
}

/// `List-Unsubscribe` points where `[addresses] unsubscribe` says (a URL as written), and is
/// absent when nothing is configured: never the list's posting address, which would mail
/// every reader.
#[test]
fn list_unsubscribe_is_what_the_game_configures_or_nothing() {
    let header = |target: Option<&str>| {
        let mail = OutMail {
            list_unsubscribe: target.map(str::to_string),
            ..newspaper()
        };
        let bytes = formatted(&mail);
        let m = MessageParser::default().parse(&bytes).unwrap();
        raw_header(&m, "List-Unsubscribe").map(str::to_string)
    };
    assert_eq!(header(None), None);
    assert_eq!(header(Some("")), None);
    assert_eq!(
        header(Some("https://lists.example/gazette/leave")).as_deref(),
        Some("<https://lists.example/gazette/leave>")
    );
    assert_eq!(header(Some("not an address")), None);
}

fn formatted(mail: &OutMail) -> Vec<u8> {
    build_message(mail, date()).unwrap().formatted()
}

fn raw_header<'a>(message: &'a mail_parser::Message<'a>, name: &'a str) -> Option<&'a str> {
    message.header_raw(name).map(str::trim)
}

#[test]
fn acknowledgement_headers() {
    let bytes = formatted(&ack());
    let m = MessageParser::default().parse(&bytes).unwrap();
    assert_eq!(
        m.message_id(),
        Some("1626-04.acknowledgement.athos@engarde.example")
    );
    assert_eq!(
        m.from().unwrap().first().unwrap().address(),
        Some("orders@engarde.example")
    );
    assert_eq!(
        m.to().unwrap().first().unwrap().address(),
        Some("athos@example.org")
    );
    assert_eq!(m.subject(), Some("Your orders for April 1626"));
    assert_eq!(m.date().unwrap().to_rfc3339(), "2023-04-03T08:00:00Z");
    assert_eq!(m.in_reply_to().as_text(), Some("3f1c2a9e@example.org"));
    assert_eq!(m.references().as_text(), Some("3f1c2a9e@example.org"));
    assert_eq!(raw_header(&m, "Auto-Submitted"), Some("auto-replied"));
    assert_eq!(raw_header(&m, "List-Id"), None);
    assert_eq!(raw_header(&m, "Precedence"), None);
    let ct = m.content_type().unwrap();
    assert_eq!((ct.ctype(), ct.subtype()), ("text", Some("plain")));
    assert_eq!(ct.attribute("charset"), Some("utf-8"));
    assert_eq!(
        m.body_text(0).unwrap().trim_end(),
        "Your orders were received:\r\nWEEK 1 PRACTISE SABRE\r\nÉpée à la main."
    );
}

#[test]
fn generated_mails_are_auto_generated() {
    for kind in [MailKind::Result, MailKind::GmReport, MailKind::Notice] {
        let bytes = formatted(&out(kind));
        let m = MessageParser::default().parse(&bytes).unwrap();
        assert_eq!(
            raw_header(&m, "Auto-Submitted"),
            Some("auto-generated"),
            "{kind:?}"
        );
        assert_eq!(m.in_reply_to().as_text(), None, "{kind:?}");
        assert_eq!(raw_header(&m, "List-Id"), None, "{kind:?}");
        assert!(m.message_id().unwrap().starts_with("1626-04."), "{kind:?}");
    }
}

#[test]
fn newspaper_is_a_list_mail_with_alternatives() {
    let bytes = formatted(&newspaper());
    let m = MessageParser::default().parse(&bytes).unwrap();
    assert_eq!(raw_header(&m, "Auto-Submitted"), Some("auto-generated"));
    assert_eq!(raw_header(&m, "List-Id"), Some("<gazette.engarde.example>"));
    assert_eq!(
        raw_header(&m, "List-Unsubscribe"),
        Some("<mailto:gazette-request@engarde.example?subject=unsubscribe>")
    );
    assert_eq!(raw_header(&m, "Precedence"), Some("list"));
    let ct = m.content_type().unwrap();
    assert_eq!(
        (ct.ctype(), ct.subtype()),
        ("multipart", Some("alternative"))
    );
    assert!(
        m.body_text(0)
            .unwrap()
            .starts_with("Your orders were received:")
    );
    assert_eq!(
        m.body_html(0).unwrap(),
        "<h1>La Gazette</h1><p>Athos fought a duel.</p>"
    );
}

#[test]
fn newspaper_without_list_id_is_refused() {
    let mail = OutMail {
        list_id: None,
        list_unsubscribe: None,
        date: None,
        ..newspaper()
    };
    assert!(matches!(
        build_message(&mail, date()),
        Err(OutboxError::MissingListId { .. })
    ));
}

/// Posted to a list manager (`[addresses] list_manager`), the newspaper is a plain letter:
/// the list adds its own List-Id and List-Unsubscribe, and a poster's `Precedence: list`
/// would only make it look like a loop. It stays automatic and keeps its HTML twin.
#[test]
fn newspaper_to_a_list_manager_carries_no_list_headers() {
    let mail = OutMail {
        list_id: None,
        list_unsubscribe: None,
        to_list_manager: true,
        ..newspaper()
    };
    let bytes = formatted(&mail);
    let m = MessageParser::default().parse(&bytes).unwrap();
    for name in ["List-Id", "List-Unsubscribe", "Precedence"] {
        assert_eq!(
            raw_header(&m, name),
            None,
            "{name} in a post to a list manager"
        );
    }
    assert_eq!(raw_header(&m, "Auto-Submitted"), Some("auto-generated"));
    assert!(m.body_html(0).is_some());
}

#[test]
fn our_own_mail_read_back_is_never_answered() {
    for mail in [ack(), out(MailKind::Result), newspaper()] {
        let l = read_letter(&formatted(&mail)).unwrap();
        assert!(
            !l.is_answerable(),
            "{:?} would start a mail loop",
            mail.kind
        );
    }
}

#[test]
fn line_breaks_cannot_inject_headers() {
    let mail = OutMail {
        subject: "Re: orders\r\nBcc: everyone@example.org\r\n\r\nfake body".into(),
        to: "Athos\r\n de la Fère <athos@example.org>".into(),
        in_reply_to: Some("abc@x\r\nBcc: y@example.org".into()),
        ..ack()
    };
    let bytes = formatted(&mail);
    let m = MessageParser::default().parse(&bytes).unwrap();
    assert!(m.bcc().is_none(), "{}", String::from_utf8_lossy(&bytes));
    assert_eq!(
        m.subject(),
        Some("Re: orders Bcc: everyone@example.org fake body")
    );
    assert!(
        !String::from_utf8_lossy(&bytes)
            .to_lowercase()
            .contains("\nbcc:")
    );
    assert_eq!(
        m.to().unwrap().first().unwrap().name(),
        Some("Athos de la Fère")
    );
    assert_eq!(m.in_reply_to().as_text(), Some("abc@xBcc:y@example.org"));

    // A header smuggled into an address does not parse as a mailbox: refused, not sent.
    let mail = OutMail {
        to: "Athos\r\nBcc: x@example.org <athos@example.org>".into(),
        ..ack()
    };
    assert!(matches!(
        build_message(&mail, date()),
        Err(OutboxError::Address { field: "To", .. })
    ));
}

#[test]
fn building_is_deterministic() {
    for mail in [ack(), newspaper()] {
        assert_eq!(formatted(&mail), formatted(&mail));
    }
}

#[test]
fn bad_addresses_are_permanent_errors() {
    let mail = OutMail {
        to: "not an address".into(),
        ..ack()
    };
    let err = build_message(&mail, date()).unwrap_err();
    assert!(
        matches!(err, OutboxError::Address { field: "To", .. }),
        "{err}"
    );
    assert!(SendError::from(err).is_permanent());
}

#[test]
fn file_outbox_writes_the_same_file_twice() {
    let dir = tempfile::tempdir().unwrap();
    let outbox = FileOutbox::new(dir.path().join("outbox")).unwrap();
    let mail = newspaper();
    let path = outbox.write(&mail, date()).unwrap();
    assert_eq!(path, outbox.path_for(&mail.message_id));
    assert_eq!(
        path.file_name().unwrap(),
        "1626-04.newspaper.athos@engarde.example.eml"
    );
    let first = std::fs::read(&path).unwrap();
    outbox.write(&mail, date()).unwrap();
    assert_eq!(std::fs::read(&path).unwrap(), first);
    assert_eq!(first, formatted(&mail));
    // One file, no temporaries left behind.
    assert_eq!(std::fs::read_dir(outbox.dir()).unwrap().count(), 1);
}

#[tokio::test]
async fn transports_send_through_the_trait() {
    async fn send_all(t: &impl MailTransport, mails: &[OutMail]) -> Result<(), SendError> {
        for mail in mails {
            t.send(mail, date()).await?;
        }
        Ok(())
    }
    let mails = [ack(), out(MailKind::Result), newspaper()];

    let dir = tempfile::tempdir().unwrap();
    let files = FileOutbox::new(dir.path()).unwrap();
    send_all(&files, &mails).await.unwrap();
    send_all(&files, &mails).await.unwrap();
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 3);

    let memory = MemoryOutbox::new();
    send_all(&memory, &mails).await.unwrap();
    let sent = memory.sent();
    assert_eq!(sent.len(), 3);
    assert_eq!(sent[0].0, mails[0].message_id);
    assert_eq!(
        sent[2].1,
        std::fs::read(files.path_for(&mails[2].message_id)).unwrap()
    );

    let broken = OutMail {
        from: "nobody".into(),
        ..ack()
    };
    let err = memory.send(&broken, date()).await.unwrap_err();
    assert!(err.is_permanent(), "{err}");
}
