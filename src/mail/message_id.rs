//! Every Message-ID the game gives its mails, in one place.
//!
//! A Message-ID is derived from what the mail is about (the turn and the player, the letter
//! it answers, the GM's item), never drawn at random: the same mail built again after a
//! crash has the same id, which is what makes sending exactly once in effect (the store
//! keys its outbox by it; a resend is recognisable by the receiver). The GM's replies are
//! read back through it too ([`item_of_reply`]).

use crate::world::CharacterId;

/// What a mail is, as its Message-ID says it.
#[derive(Debug, Clone, Copy)]
pub enum MessageId<'a> {
    /// A player's result of a turn.
    Result {
        turn: u32,
        character: &'a CharacterId,
    },
    /// A turn's newspaper.
    Gazette { turn: u32 },
    /// A turn's report to the GM.
    GmReport { turn: u32 },
    /// A reminder before a turn's deadline, to a player (his character's id) or the GM
    /// (`"gm"`).
    Reminder { turn: u32, hours: u32, to: &'a str },
    /// A welcome, `key` saying which (`founding.<character>`, a JOIN letter, a GM item).
    Welcome { key: &'a str },
    /// An answer to the letter `letter` (its key): `what` is `ack`, `notice`, `done`
    /// (the GM's command carried out) or `resend` (a result sent again).
    Answer { letter: &'a str, what: &'a str },
    /// A GM's broadcast to one player, `key` being the GM's letter.
    Broadcast {
        key: &'a str,
        character: &'a CharacterId,
    },
    /// The GM told that a letter went to quarantine (`letter`: its key's letter id).
    Quarantine { letter: &'a str },
    /// The notice of item `item` to the GM (a reply to it answers the item).
    GmItem { item: u64 },
    /// The sender of item `item` told of the GM's decision (`what`: approved, rejected).
    GmDecision { item: u64, what: &'a str },
    /// The GM's digest, up to item `newest`.
    Digest { newest: u64 },
    /// The GM told that mail `of` (a Message-ID) could not be delivered.
    Bounce { of: &'a str },
}

impl MessageId<'_> {
    /// The Message-ID, without angle brackets, in the game's `domain`.
    pub fn at(&self, domain: &str) -> String {
        match self {
            MessageId::Result { turn, character } => {
                format!("{}{character}@{domain}", result_prefix(*turn))
            }
            MessageId::Gazette { turn } => format!("{}gazette@{domain}", turn_prefix(*turn)),
            MessageId::GmReport { turn } => format!("{}gm-report@{domain}", turn_prefix(*turn)),
            MessageId::Reminder { turn, hours, to } => {
                format!("{}reminder-{hours}h.{to}@{domain}", turn_prefix(*turn))
            }
            MessageId::Welcome { key } => format!("{key}.welcome@{domain}"),
            MessageId::Answer { letter, what } => format!("{letter}.{what}@{domain}"),
            MessageId::Broadcast { key, character } => {
                format!("{key}.broadcast.{character}@{domain}")
            }
            MessageId::Quarantine { letter } => format!("quarantine-{letter}@{domain}"),
            MessageId::GmItem { item } => format!("gm-item-{item}@{domain}"),
            MessageId::GmDecision { item, what } => format!("gm-{item}.{what}@{domain}"),
            MessageId::Digest { newest } => format!("gm-digest-{newest}@{domain}"),
            // The failed mail's own id already holds the domain.
            MessageId::Bounce { of } => format!("bounce-{of}"),
        }
    }
}

/// How the id of every mail of `turn` begins (its results, newspaper, report, reminders).
pub fn turn_prefix(turn: u32) -> String {
    format!("turn-{turn}.")
}

/// How every result of `turn` begins (the character's id and the domain follow).
pub fn result_prefix(turn: u32) -> String {
    format!("{}result.", turn_prefix(turn))
}

/// Whether `id` is the notice of an undeliverable mail (never itself reported again).
pub fn is_bounce(id: &str) -> bool {
    id.starts_with("bounce-")
}

/// Whether `id` is a reminder.
pub fn is_reminder(id: &str) -> bool {
    id.contains(".reminder-")
}

/// The queue item a mail answers, when it is a reply to the notice of that item (its
/// In-Reply-To is the notice's Message-ID, angle brackets or not).
pub fn item_of_reply(in_reply_to: Option<&str>, domain: &str) -> Option<u64> {
    let id = in_reply_to?
        .trim()
        .trim_start_matches('<')
        .trim_end_matches('>');
    id.strip_prefix("gm-item-")?
        .strip_suffix(&format!("@{domain}"))?
        .parse()
        .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_what_the_mail_is_about_and_read_back() {
        let who = CharacterId::from_name("Athos");
        let d = "engarde.example";
        assert_eq!(
            MessageId::Result {
                turn: 3,
                character: &who
            }
            .at(d),
            "turn-3.result.athos@engarde.example"
        );
        assert!(
            MessageId::Result {
                turn: 3,
                character: &who
            }
            .at(d)
            .starts_with(&result_prefix(3))
        );
        let notice = MessageId::GmItem { item: 7 }.at(d);
        assert_eq!(item_of_reply(Some(&format!("<{notice}>")), d), Some(7));
        assert_eq!(item_of_reply(Some(&notice), "elsewhere.example"), None);
        assert_eq!(
            item_of_reply(Some("<turn-3.gazette@engarde.example>"), d),
            None
        );
        assert!(is_reminder(
            &MessageId::Reminder {
                turn: 1,
                hours: 24,
                to: "gm"
            }
            .at(d)
        ));
        assert!(is_bounce(&MessageId::Bounce { of: &notice }.at(d)));
    }
}
