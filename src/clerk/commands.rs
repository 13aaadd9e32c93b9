//! Commands by email: a player's (JOIN, STATUS, RESEND, HELP, PASSWORD, PRESS) and the GM's
//! (QUEUE, APPROVE, REJECT, DEADLINE, EXTEND, PREVIEW, RESOLVE, ROLLBACK, BROADCAST).
//!
//! A command is the first word of the letter's first line that is not a character or
//! password line. A player's answers are written with the letter (one batch). The GM's
//! commands that act on the game are filed as a [`Todo`] with the letter and carried out by
//! `game::Game::carry_out`, so a crash in between repeats the doing, never the filing.

use super::{Clerk, ClerkError, Filed};
use crate::config::{format_utc, parse_utc};
use crate::mail::{Letter, MailKind};
use crate::orders::parse_orders;
use crate::render::{AckInput, Names};
use crate::store::{GmItem, Ingest, LetterFate, LetterRecord, PlayerRecord, PressRecord, Todo};

/// The help text a player receives for HELP.
pub const HELP: &str = "How to play by email

Send your orders for the month to this address, with your password:

  Character: <your character's name>
  Password: <your password>
  Week 1: ...
  Week 2: ...
  Week 3: ...
  Week 4: ...

The last orders received before the deadline count. Other commands (first line of a mail,
with your Password: line below it):

  STATUS            the orders on file for this month
  RESEND            your last result again
  PASSWORD <new>    change your password
  PRESS <text>      an announcement or challenge for the newspaper
  HELP              this text
  JOIN <name>       (newcomers) join the game with a new character
";

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
    // Everything after the command line (corrected orders, a broadcast's text), without
    // the password lines (in any language) and with any other password masked: it may be
    // printed in the newspaper.
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

const PLAYER_WORDS: &[&str] = &[
    "JOIN", "STATUS", "RESEND", "HELP", "PASSWORD", "PRESS", "WHAT",
];
const GM_WORDS: &[&str] = &[
    "QUEUE",
    "APPROVE",
    "REJECT",
    "DEADLINE",
    "EXTEND",
    "PREVIEW",
    "RESOLVE",
    "ROLLBACK",
    "BROADCAST",
];

impl Clerk<'_> {
    /// Handles the letter if it is a command; `None`: it is orders.
    pub(super) fn dispatch(
        &self,
        id: &str,
        letter: &Letter,
        turn: u32,
        ingest: &mut Ingest,
    ) -> Result<Option<Filed>, ClerkError> {
        let Some((word, rest, after)) = command_line(&letter.text) else {
            return Ok(None);
        };
        let from_gm = letter.from.eq_ignore_ascii_case(&self.config.addresses.gm);
        if from_gm && GM_WORDS.contains(&word.as_str()) {
            return self
                .gm_command(id, letter, turn, ingest, &word, &rest, &after)
                .map(Some);
        }
        if word == "WHAT" && !rest.to_lowercase().starts_with("are my orders") {
            return Ok(None);
        }
        if !PLAYER_WORDS.contains(&word.as_str()) {
            return Ok(None);
        }
        let name = &self.config.game.name;
        let sheet = parse_orders(&letter.text);
        let player = self.store.player(&letter.from)?;
        if word == "HELP" {
            ingest
                .mails
                .push(self.reply(id, letter, MailKind::Notice, "Help", HELP.into()));
            return Ok(Some(Filed::Command { word }));
        }
        if word == "JOIN" {
            return self
                .join(id, letter, turn, ingest, &rest, player.is_some())
                .map(Some);
        }
        let Some(p) = player else {
            let reason = format!("{} is not a player of this game ({word})", letter.from);
            return self.to_gm(id, letter, turn, ingest, None, reason).map(Some);
        };
        if let Err(reason) = self.authenticate(letter, &sheet, &p.password) {
            return self
                .to_gm(id, letter, turn, ingest, Some(p.character.clone()), reason)
                .map(Some);
        }
        let world = self.store.world(turn)?;
        let names = world.as_ref().map(Names::of).unwrap_or_default();
        let character = names
            .characters
            .get(&p.character.0)
            .cloned()
            .unwrap_or_else(|| p.character.0.clone());
        match word.as_str() {
            "STATUS" | "WHAT" => {
                let text = match self.store.orders(turn)?.remove(&p.character) {
                    Some(orders) => {
                        let input = AckInput {
                            game: &self.game_info(turn),
                            character: &character,
                            month: world
                                .as_ref()
                                .map(|w| w.month)
                                .unwrap_or(crate::calendar::Month::new(1600, 1)),
                            sheet: &orders.sheet,
                            queued: false,
                            late: None,
                        };
                        self.renderer.acknowledgement(&input, &names)?
                    }
                    None => format!(
                        "No orders are on file for {character} this month (the deadline is {}).\n\n-- \n{name}\n",
                        format_utc(super::deadline_of(self.config, self.store, turn))
                    ),
                };
                ingest.mails.push(self.reply(
                    id,
                    letter,
                    MailKind::Notice,
                    &format!("Orders on file: {character}"),
                    text,
                ));
            }
            "RESEND" => {
                let last = turn.saturating_sub(1);
                let wanted = format!("turn-{last}.result.{}@", p.character);
                match self.store.outbox()?.into_iter().find(|r| r.mail.message_id.starts_with(&wanted)) {
                    Some(r) => {
                        let mut mail = r.mail;
                        mail.message_id = format!("{id}.resend@{}", self.config.game.domain);
                        mail.in_reply_to = letter.message_id.clone();
                        mail.subject = format!("{} (again)", mail.subject);
                        ingest.mails.push(mail);
                    }
                    None => ingest.mails.push(self.reply(
                        id,
                        letter,
                        MailKind::Notice,
                        "No result yet",
                        format!("There is no result to send again yet: the first month is still being played.\n\n-- \n{name}\n"),
                    )),
                }
            }
            "PASSWORD" => {
                let new = rest.split_whitespace().next().unwrap_or_default();
                if new.len() < 4 || new.len() > 64 {
                    ingest.mails.push(self.reply(id, letter, MailKind::Notice, "Password not changed",
                        format!("Your password was not changed: write PASSWORD followed by the new one (4 to 64 characters), and your current one on a Password: line.\n\n-- \n{name}\n")));
                } else {
                    ingest.player = Some(PlayerRecord {
                        password: new.to_string(),
                        ..p.clone()
                    });
                    ingest.mails.push(self.reply(id, letter, MailKind::Notice, "Password changed",
                        format!("Your password is changed. Use the new one from now on.\n\n-- \n{name}\n")));
                }
            }
            "PRESS" => {
                let text = [rest.as_str(), after.as_str()]
                    .iter()
                    .filter(|s| !s.is_empty())
                    .copied()
                    .collect::<Vec<_>>()
                    .join("\n");
                ingest.press = Some(PressRecord {
                    turn,
                    character: p.character.clone(),
                    letter: id.to_string(),
                    text,
                });
                ingest.mails.push(self.reply(
                    id,
                    letter,
                    MailKind::Notice,
                    "For the newspaper",
                    format!(
                        "Your announcement will appear in this month's newspaper.\n\n-- \n{name}\n"
                    ),
                ));
            }
            _ => return Ok(None),
        }
        ingest.letter = Some(LetterRecord {
            id: id.to_string(),
            letter: Some(letter.clone()),
            fate: LetterFate::Ignored {
                why: format!("command {word}"),
            },
        });
        Ok(Some(Filed::Command { word }))
    }

    fn to_gm(
        &self,
        id: &str,
        letter: &Letter,
        turn: u32,
        ingest: &mut Ingest,
        character: Option<crate::world::CharacterId>,
        reason: String,
    ) -> Result<Filed, ClerkError> {
        let item = self.gm_item(id, &letter.from, character, turn, &reason, &letter.text)?;
        ingest.letter = Some(LetterRecord {
            id: id.to_string(),
            letter: Some(letter.clone()),
            fate: LetterFate::ForTheGm { item: item.id },
        });
        ingest.gm_item = Some(item);
        ingest.mails.push(self.reply(
            id,
            letter,
            MailKind::Notice,
            "Your letter went to the game master",
            format!(
                "Your letter to {} could not be filed: {reason}.\n\nIt has been passed to the game master, who will decide. Nothing you wrote is lost.\n\n-- \n{}\n",
                self.config.game.name, self.config.game.name
            ),
        ));
        Ok(Filed::ForTheGm { reason })
    }

    fn join(
        &self,
        id: &str,
        letter: &Letter,
        turn: u32,
        ingest: &mut Ingest,
        name: &str,
        already: bool,
    ) -> Result<Filed, ClerkError> {
        let name = name.trim();
        let game = &self.config.game.name;
        let refuse = |why: String| {
            self.reply(
                id,
                letter,
                MailKind::Notice,
                "Joining the game",
                format!("{why}\n\n-- \n{game}\n"),
            )
        };
        let world = self.store.world(turn)?;
        let taken = world.as_ref().is_some_and(|w| {
            w.characters
                .contains_key(&crate::world::CharacterId::from_name(name))
        });
        let word = "JOIN".to_string();
        if already {
            ingest
                .mails
                .push(refuse("You already play in this game.".into()));
        } else if name.len() < 3 || name.len() > 60 || name.contains(['<', '>', '@']) {
            ingest.mails.push(refuse(
                "Write JOIN followed by your character's name (3 to 60 letters).".into(),
            ));
        } else if taken {
            ingest.mails.push(refuse(format!(
                "A character called {name} already exists: choose another name."
            )));
        } else if !self.config.joining.open {
            let reason = format!(
                "{} asks to join as {name}, and the game is closed to newcomers",
                letter.from
            );
            let mut item = self.gm_item(id, &letter.from, None, turn, &reason, &letter.text)?;
            item.join = Some(name.to_string());
            return self.queue_item(id, letter, ingest, item);
        } else if self.config.joining.gm_approves {
            let reason = format!("{} asks to join as {name}", letter.from);
            let mut item = self.gm_item(id, &letter.from, None, turn, &reason, &letter.text)?;
            item.join = Some(name.to_string());
            return self.queue_item(id, letter, ingest, item);
        } else {
            ingest.todo = Some(Todo::Join {
                email: letter.from.clone(),
                name: name.to_string(),
            });
        }
        ingest.letter = Some(LetterRecord {
            id: id.to_string(),
            letter: Some(letter.clone()),
            fate: LetterFate::Ignored {
                why: "command JOIN".into(),
            },
        });
        Ok(Filed::Command { word })
    }

    fn queue_item(
        &self,
        id: &str,
        letter: &Letter,
        ingest: &mut Ingest,
        item: GmItem,
    ) -> Result<Filed, ClerkError> {
        let reason = item.reason.clone();
        ingest.letter = Some(LetterRecord {
            id: id.to_string(),
            letter: Some(letter.clone()),
            fate: LetterFate::ForTheGm { item: item.id },
        });
        ingest.gm_item = Some(item);
        ingest.mails.push(self.reply(id, letter, MailKind::Notice, "Joining the game",
            format!("Your request to join {} has been passed to the game master, who will decide.\n\n-- \n{}\n", self.config.game.name, self.config.game.name)));
        Ok(Filed::ForTheGm { reason })
    }

    #[allow(clippy::too_many_arguments)]
    fn gm_command(
        &self,
        id: &str,
        letter: &Letter,
        turn: u32,
        ingest: &mut Ingest,
        word: &str,
        rest: &str,
        after: &str,
    ) -> Result<Filed, ClerkError> {
        let password = self
            .config
            .security
            .gm_password
            .clone()
            .map(|p| crate::config::secret(&p))
            .unwrap_or_else(|| crate::game::password_for(self.config, &self.config.addresses.gm));
        let sheet = parse_orders(&letter.text);
        if sheet.password.as_deref() != Some(password.as_str()) {
            let reason =
                format!("a {word} command from the GM's address without the GM's password");
            return self.to_gm(id, letter, turn, ingest, None, reason);
        }
        let mut answer = |subject: &str, text: String| {
            ingest
                .mails
                .push(self.reply(id, letter, MailKind::Notice, subject, text));
        };
        let number = rest
            .split_whitespace()
            .next()
            .and_then(|n| n.trim_start_matches('#').parse::<u64>().ok());
        let todo = match word {
            "QUEUE" => {
                let items: Vec<GmItem> = self
                    .store
                    .gm_items()?
                    .into_iter()
                    .filter(|i| i.open)
                    .collect();
                let mut text = format!("{} item(s) wait for you.\n\n", items.len());
                for i in &items {
                    text.push_str(&crate::gm::describe(i));
                    text.push('\n');
                }
                text.push_str("Answer APPROVE <n> (corrected orders below it, if any) or REJECT <n> <reason>.\n");
                answer("The queue", text);
                None
            }
            "APPROVE" => match number {
                Some(item) => Some(Todo::Approve {
                    item,
                    corrected: (!after.is_empty()).then(|| after.to_string()),
                }),
                None => {
                    answer(
                        "APPROVE what?",
                        "Write APPROVE followed by the item's number.\n".into(),
                    );
                    None
                }
            },
            "REJECT" => match number {
                Some(item) => {
                    let reason = rest
                        .split_once(char::is_whitespace)
                        .map(|(_, r)| r.trim())
                        .unwrap_or("")
                        .to_string();
                    let reason = if reason.is_empty() {
                        after.to_string()
                    } else {
                        reason
                    };
                    Some(Todo::Reject { item, reason })
                }
                None => {
                    answer(
                        "REJECT what?",
                        "Write REJECT followed by the item's number and the reason.\n".into(),
                    );
                    None
                }
            },
            "DEADLINE" | "EXTEND" => {
                let current = super::deadline_of(self.config, self.store, turn);
                let at = if word == "EXTEND" {
                    rest.trim_end_matches(|c: char| c.is_alphabetic() || c.is_whitespace())
                        .parse::<i64>()
                        .ok()
                        .map(|h| current + h * 3600)
                } else {
                    parse_utc(rest)
                };
                match at {
                    Some(at) => {
                        ingest.extra.push((
                            crate::store::Store::deadline_key(turn),
                            at.to_string().into_bytes(),
                        ));
                        answer(
                            "Deadline set",
                            format!("The deadline of turn {turn} is now {}.\n", format_utc(at)),
                        );
                    }
                    None => answer(
                        "Deadline not changed",
                        "Write DEADLINE YYYY-MM-DDTHH:MM:SSZ, or EXTEND <hours>.\n".into(),
                    ),
                }
                None
            }
            "PREVIEW" => Some(Todo::Preview { turn }),
            "RESOLVE" => Some(Todo::Resolve { turn }),
            "ROLLBACK" => Some(Todo::Rollback { turn }),
            "BROADCAST" => {
                let text = [rest, after]
                    .iter()
                    .filter(|s| !s.is_empty())
                    .copied()
                    .collect::<Vec<_>>()
                    .join("\n");
                Some(Todo::Broadcast { text })
            }
            _ => None,
        };
        ingest.todo = todo;
        ingest.letter = Some(LetterRecord {
            id: id.to_string(),
            letter: Some(letter.clone()),
            fate: LetterFate::Ignored {
                why: format!("GM command {word}"),
            },
        });
        Ok(Filed::Command {
            word: word.to_string(),
        })
    }
}
