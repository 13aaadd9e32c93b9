//! A command by email, parsed once into a typed [`Command`]: the first word of the letter's
//! first line that is not a character or password line, its arguments, and what follows
//! (corrected orders, a broadcast's text). Pure: the clerk decides what it does.

use crate::config::parse_utc;

/// What a player or the GM asks of the game by email.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    // A player's.
    /// `JOIN <name>`: a newcomer asks for a character.
    Join { name: String },
    /// `STATUS`, or "What are my orders?": the orders on file.
    Status,
    /// `RESEND`: the last result again.
    Resend,
    /// `HELP`.
    Help,
    /// `PASSWORD <new>`.
    Password { new: String },
    /// `PRESS <text>`: an announcement or challenge for the newspaper.
    Press { text: String },
    // The GM's.
    /// `QUEUE`: what waits for him.
    Queue,
    /// `APPROVE [n]`, with corrected orders below it if any. Without a number, the item is
    /// the one whose notice the letter replies to.
    Approve {
        item: Option<u64>,
        corrected: Option<String>,
    },
    /// `REJECT [n] <reason>`.
    Reject { item: Option<u64>, reason: String },
    /// `DEADLINE <when>`; `None`: the date could not be read.
    Deadline { at: Option<i64> },
    /// `EXTEND <hours>`; `None`: the hours could not be read.
    Extend { hours: Option<i64> },
    /// `PREVIEW`: a dry run of the turn.
    Preview,
    /// `RESOLVE`: the turn now.
    Resolve,
    /// `ROLLBACK`: the last turn undone.
    Rollback,
    /// `BROADCAST <text>`: a letter to every player.
    Broadcast { text: String },
    /// `INVADE <name>` or `RECOVER <name>`: a nobleman's lands held by the enemy, or his
    /// again (003, 6.0.6).
    Lands { name: String, invaded: bool },
}

impl Command {
    /// The command a letter's text opens with, if it opens with one. A letter whose first
    /// line is not a command is orders.
    pub fn parse(text: &str) -> Option<Command> {
        let (word, rest, after) = command_line(text)?;
        // The argument and what follows, as one text (a press announcement, a broadcast).
        let joined = || {
            [rest.as_str(), after.as_str()]
                .iter()
                .filter(|s| !s.is_empty())
                .copied()
                .collect::<Vec<_>>()
                .join("\n")
        };
        let written = rest
            .split_whitespace()
            .next()
            .and_then(|n| n.trim_start_matches('#').parse::<u64>().ok());
        Some(match word.as_str() {
            "JOIN" => Command::Join {
                name: rest.trim().to_string(),
            },
            "STATUS" => Command::Status,
            "WHAT" if rest.to_lowercase().starts_with("are my orders") => Command::Status,
            "RESEND" => Command::Resend,
            "HELP" => Command::Help,
            "PASSWORD" => Command::Password {
                new: rest
                    .split_whitespace()
                    .next()
                    .unwrap_or_default()
                    .to_string(),
            },
            "PRESS" => Command::Press { text: joined() },
            "QUEUE" => Command::Queue,
            "APPROVE" => Command::Approve {
                item: written,
                corrected: (!after.is_empty()).then(|| after.clone()),
            },
            "REJECT" => {
                // "REJECT 4 reason", or in a reply to its notice "REJECT reason"; the reason
                // may also stand on the lines below.
                let reason = if written.is_some() {
                    rest.split_once(char::is_whitespace)
                        .map(|(_, r)| r.trim())
                        .unwrap_or("")
                } else {
                    rest.trim()
                };
                let reason = if reason.is_empty() {
                    after.clone()
                } else {
                    reason.to_string()
                };
                Command::Reject {
                    item: written,
                    reason,
                }
            }
            "DEADLINE" => Command::Deadline {
                at: parse_utc(&rest),
            },
            "EXTEND" => Command::Extend {
                hours: rest
                    .trim_end_matches(|c: char| c.is_alphabetic() || c.is_whitespace())
                    .parse::<i64>()
                    .ok(),
            },
            "PREVIEW" => Command::Preview,
            "RESOLVE" => Command::Resolve,
            "ROLLBACK" => Command::Rollback,
            "BROADCAST" => Command::Broadcast { text: joined() },
            "INVADE" | "INVADED" | "RECOVER" | "RECOVERED" => Command::Lands {
                name: rest.trim().to_string(),
                invaded: word.starts_with("INVADE"),
            },
            _ => return None,
        })
    }

    /// The command's word, as the GM and the logs read it.
    pub fn word(&self) -> &'static str {
        match self {
            Command::Join { .. } => "JOIN",
            Command::Status => "STATUS",
            Command::Resend => "RESEND",
            Command::Help => "HELP",
            Command::Password { .. } => "PASSWORD",
            Command::Press { .. } => "PRESS",
            Command::Queue => "QUEUE",
            Command::Approve { .. } => "APPROVE",
            Command::Reject { .. } => "REJECT",
            Command::Deadline { .. } => "DEADLINE",
            Command::Extend { .. } => "EXTEND",
            Command::Preview => "PREVIEW",
            Command::Resolve => "RESOLVE",
            Command::Rollback => "ROLLBACK",
            Command::Broadcast { .. } => "BROADCAST",
            Command::Lands { invaded: true, .. } => "INVADE",
            Command::Lands { invaded: false, .. } => "RECOVER",
        }
    }

    /// Only the GM may give it (from anyone else, the letter is read as orders).
    pub fn is_gm(&self) -> bool {
        !matches!(
            self,
            Command::Join { .. }
                | Command::Status
                | Command::Resend
                | Command::Help
                | Command::Password { .. }
                | Command::Press { .. }
        )
    }
}

/// The command line's word (upper case), its argument, and what follows it (without the
/// password lines, in any language, and with any other password masked: it may be printed
/// in the newspaper).
fn command_line(text: &str) -> Option<(String, String, String)> {
    let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
    let first = lines.find(|l| {
        let low = l.to_lowercase();
        !(super::is_password_line(l)
            || low.starts_with("character:")
            || low.starts_with("personaje:"))
    })?;
    let (word, rest) = first.split_once(char::is_whitespace).unwrap_or((first, ""));
    let word = word.trim_end_matches([':', '.', '!']).to_uppercase();
    let after: String = text
        .split_once(first)
        .map(|(_, a)| a)
        .unwrap_or_default()
        .lines()
        .filter(|l| !super::is_password_line(l))
        .map(super::mask_passwords)
        .collect::<Vec<_>>()
        .join("\n")
        .trim()
        .to_string();
    Some((word, rest.trim().to_string(), after))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_parse_with_their_arguments() {
        assert_eq!(
            Command::parse("Character: Rodney\nJOIN Pierre de l'Exemple\n"),
            Some(Command::Join {
                name: "Pierre de l'Exemple".into()
            })
        );
        assert_eq!(Command::parse("What are my orders?"), Some(Command::Status));
        assert_eq!(Command::parse("What a month it was"), None);
        assert_eq!(
            Command::parse("Password: x\nAPPROVE #4\nWeek 1: rest\nPassword: y"),
            Some(Command::Approve {
                item: Some(4),
                corrected: Some("Week 1: rest".into())
            })
        );
        assert_eq!(
            Command::parse("APPROVE\n"),
            Some(Command::Approve {
                item: None,
                corrected: None
            })
        );
        assert_eq!(
            Command::parse("REJECT 3 threats are not orders"),
            Some(Command::Reject {
                item: Some(3),
                reason: "threats are not orders".into()
            })
        );
        assert_eq!(
            Command::parse("REJECT\nnot his character"),
            Some(Command::Reject {
                item: None,
                reason: "not his character".into()
            })
        );
        assert_eq!(
            Command::parse("EXTEND 48 hours"),
            Some(Command::Extend { hours: Some(48) })
        );
        assert_eq!(
            Command::parse("DEADLINE whenever"),
            Some(Command::Deadline { at: None })
        );
        assert_eq!(
            Command::parse("PRESS Porthos receives on Thursdays\nand owes nobody."),
            Some(Command::Press {
                text: "Porthos receives on Thursdays\nand owes nobody.".into()
            })
        );
        assert_eq!(Command::parse("Week 1: practise rapier"), None);
        assert_eq!(
            Command::parse("INVADE Armand de Sillac\n"),
            Some(Command::Lands {
                name: "Armand de Sillac".into(),
                invaded: true
            })
        );
        assert_eq!(
            Command::parse("Recover: Sillac"),
            Some(Command::Lands {
                name: "Sillac".into(),
                invaded: false
            })
        );
        assert!(Command::parse("INVADE Sillac").unwrap().is_gm());
        assert!(Command::parse("RESOLVE").unwrap().is_gm());
        assert!(!Command::parse("HELP").unwrap().is_gm());
    }
}
