//! Commands by email: a player's (JOIN, STATUS, RESEND, HELP, PASSWORD, PRESS) and the GM's
//! (QUEUE, APPROVE, REJECT, DEADLINE, EXTEND, PREVIEW, RESOLVE, ROLLBACK, BROADCAST).
//!
//! The command is parsed once (`command::Command`); here the clerk does it. A player's answers are written with the letter (one batch). The GM's
//! commands that act on the game are filed as a [`Todo`] with the letter and carried out by
//! `game::Game::carry_out`, so a crash in between repeats the doing, never the filing.

use super::command::Command;
use super::{Clerk, ClerkError, Filed};
use crate::config::format_utc;
use crate::mail::message_id::{MessageId, result_prefix};
use crate::mail::{Letter, MailKind};
use crate::orders::parse_orders;
use crate::render::{AckInput, Message};
use crate::store::{GmItem, Ingest, LetterFate, LetterRecord, PlayerRecord, PressRecord, Todo};

impl Clerk<'_> {
    /// Handles the letter if it is a command; `None`: it is orders.
    pub(super) fn dispatch(
        &self,
        id: &str,
        letter: &Letter,
        turn: u32,
        ingest: &mut Ingest,
    ) -> Result<Option<Filed>, ClerkError> {
        let Some(command) = Command::parse(&letter.text) else {
            return Ok(None);
        };
        let from_gm = letter.from.eq_ignore_ascii_case(&self.config.addresses.gm);
        if command.is_gm() {
            // From anyone but the GM, a letter that opens with his word is read as orders.
            return match from_gm {
                true => self.gm_command(id, letter, turn, ingest, command).map(Some),
                false => Ok(None),
            };
        }
        let word = command.word().to_string();
        let sheet = parse_orders(&letter.text);
        let player = self.store.player(&letter.from)?;
        if command == Command::Help {
            let language = self.config.game.language;
            ingest.mails.push(self.reply(
                id,
                letter,
                MailKind::Notice,
                &Message::Help.subject(language),
                Message::Help.text(language),
            ));
            return Ok(Some(Filed::Command { word }));
        }
        if let Command::Join { name } = &command {
            return self
                .join(id, letter, turn, ingest, name, player.is_some())
                .map(Some);
        }
        let Some(p) = player else {
            let message = || Message::NotAPlayerCommand {
                from: &letter.from,
                word: &word,
            };
            // A stranger is never told the GM's reason (`tell_sender`).
            let doubt = self.doubt(message(), message());
            return self.to_gm(id, letter, turn, ingest, None, doubt).map(Some);
        };
        if let Err(reason) = self.authenticate(letter, &sheet, &p.password) {
            return self
                .to_gm(id, letter, turn, ingest, Some(p.character.clone()), reason)
                .map(Some);
        }
        let world = self.store.world(turn)?;
        let names = world
            .as_ref()
            .map(|w| self.renderer.names(w))
            .unwrap_or_default();
        let character = names
            .characters
            .get(&p.character.0)
            .cloned()
            .unwrap_or_else(|| p.character.0.clone());
        let language = self.config.game.language;
        match &command {
            Command::Status => {
                let month = world
                    .as_ref()
                    .map(|w| w.month)
                    .unwrap_or(crate::calendar::Month::new(1600, 1));
                let month_words = self.renderer.month(month);
                match self.store.orders(turn)?.remove(&p.character) {
                    Some(orders) => {
                        let subject = Message::OrdersOnFile {
                            character: &character,
                            month: &month_words,
                        }
                        .subject(language);
                        let input = AckInput {
                            game: &self.game_info(turn),
                            character: &character,
                            month,
                            sheet: &orders.sheet,
                            queued: false,
                            status: true,
                            late: None,
                            text: None,
                        };
                        let text = self.renderer.acknowledgement(&input, &names)?;
                        ingest
                            .mails
                            .push(self.reply(id, letter, MailKind::Notice, &subject, text));
                    }
                    None => {
                        let deadline =
                            format_utc(super::deadline_of(self.config, self.store, turn));
                        ingest.mails.push(self.notice(
                            id,
                            letter,
                            Message::NoOrdersOnFile {
                                character: &character,
                                month: &month_words,
                                deadline: &deadline,
                            },
                        ));
                    }
                }
            }
            Command::Resend => {
                let last = turn.saturating_sub(1);
                let wanted = format!("{}{}@", result_prefix(last), p.character);
                match self
                    .store
                    .outbox()?
                    .into_iter()
                    .find(|r| r.mail.message_id.starts_with(&wanted))
                {
                    Some(r) => {
                        let mut mail = r.mail;
                        mail.message_id = MessageId::Answer {
                            letter: id,
                            what: "resend",
                        }
                        .at(&self.config.game.domain);
                        mail.in_reply_to = letter.message_id.clone();
                        mail.subject = Message::Again {
                            subject: &mail.subject,
                        }
                        .subject(language);
                        ingest.mails.push(mail);
                    }
                    None => ingest
                        .mails
                        .push(self.notice(id, letter, Message::NoResultYet)),
                }
            }
            Command::Password { new } => {
                if new.len() < 4 || new.len() > 64 {
                    ingest
                        .mails
                        .push(self.notice(id, letter, Message::PasswordNotChanged));
                } else {
                    ingest.player = Some(PlayerRecord {
                        password: new.clone(),
                        ..p.clone()
                    });
                    ingest
                        .mails
                        .push(self.notice(id, letter, Message::PasswordChanged));
                }
            }
            Command::Press { text } => {
                ingest.press = Some(PressRecord {
                    turn,
                    character: p.character.clone(),
                    letter: id.to_string(),
                    text: text.clone(),
                });
                ingest
                    .mails
                    .push(self.notice(id, letter, Message::ForTheNewspaper));
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
        doubt: super::Doubt,
    ) -> Result<Filed, ClerkError> {
        let super::Doubt { gm: reason, sender } = doubt;
        let item = self.gm_item(id, &letter.from, character, turn, &reason, &letter.text)?;
        let filed = self.send_to_gm(id, letter, ingest, item);
        let told = Message::SentToGm {
            game: &self.config.game.name,
            reason: &sender,
            orders: false,
        };
        self.tell_sender(id, letter, ingest, told)?;
        Ok(filed)
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
        let refuse = |why: Message<'_>| self.notice(id, letter, why);
        let world = self.store.world(turn)?;
        let taken = world.as_ref().is_some_and(|w| {
            w.characters
                .contains_key(&crate::world::CharacterId::from_name(name))
        });
        let word = "JOIN".to_string();
        if already {
            ingest.mails.push(refuse(Message::AlreadyPlaying));
        } else if name.len() < 3 || name.len() > 60 || name.contains(['<', '>', '@']) {
            ingest.mails.push(refuse(Message::JoinHow));
        } else if taken {
            ingest.mails.push(refuse(Message::NameTaken { name }));
        } else if !self.config.joining.open {
            let reason = self.say(Message::JoinClosed {
                from: &letter.from,
                name,
            });
            let mut item = self.gm_item(id, &letter.from, None, turn, &reason, &letter.text)?;
            item.join = Some(name.to_string());
            return self.queue_item(id, letter, ingest, item);
        } else if self.config.joining.gm_approves {
            let reason = self.say(Message::AsksToJoin {
                from: &letter.from,
                name,
            });
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
        let filed = self.send_to_gm(id, letter, ingest, item);
        // A newcomer is told his JOIN waits, stranger or not.
        ingest.mails.push(self.notice(
            id,
            letter,
            Message::JoinPassed {
                game: &self.config.game.name,
            },
        ));
        Ok(filed)
    }

    fn gm_command(
        &self,
        id: &str,
        letter: &Letter,
        turn: u32,
        ingest: &mut Ingest,
        command: Command,
    ) -> Result<Filed, ClerkError> {
        let word = command.word();
        let password = self
            .config
            .security
            .gm_password
            .clone()
            .map(|p| crate::config::secret(&p))
            .unwrap_or_else(|| crate::game::password_for(self.config, &self.config.addresses.gm));
        let sheet = parse_orders(&letter.text);
        if sheet.password.as_deref() != Some(password.as_str()) {
            // Refused in one reply; it does not become an item of his own queue.
            let reason = self.say(Message::GmWithoutPassword { word });
            let refused = self.notice(id, letter, Message::GmCommandRefused { word });
            ingest.mails.push(refused);
            ingest.letter = Some(LetterRecord {
                id: id.to_string(),
                letter: Some(letter.clone()),
                fate: LetterFate::Ignored { why: reason },
            });
            return Ok(Filed::Command {
                word: word.to_string(),
            });
        }
        let language = self.config.game.language;
        let mut answer = |message: Message<'_>| ingest.mails.push(self.notice(id, letter, message));
        // "APPROVE" in a reply to the notice of an item applies to that item.
        let replied = crate::mail::message_id::item_of_reply(
            letter.in_reply_to.as_deref(),
            &self.config.game.domain,
        );
        let todo = match command {
            Command::Queue => {
                let items = self.store.open_gm_items()?;
                let listed: String = items
                    .iter()
                    .map(|i| crate::game::gm::describe(i, language) + "\n")
                    .collect();
                answer(Message::Queue {
                    count: items.len(),
                    items: &listed,
                });
                None
            }
            Command::Approve { item, corrected } => match item.or(replied) {
                Some(item) => Some(Todo::Approve { item, corrected }),
                None => {
                    answer(Message::ApproveWhat);
                    None
                }
            },
            Command::Reject { item, reason } => match item.or(replied) {
                Some(item) => Some(Todo::Reject { item, reason }),
                None => {
                    answer(Message::RejectWhat);
                    None
                }
            },
            Command::Deadline { .. } | Command::Extend { .. } => {
                let current = super::deadline_of(self.config, self.store, turn);
                let at = match command {
                    Command::Extend { hours } => hours.map(|h| current + h * 3600),
                    Command::Deadline { at } => at,
                    _ => None,
                };
                match at {
                    Some(at) => {
                        ingest.extra.push((
                            crate::store::Store::deadline_key(turn),
                            at.to_string().into_bytes(),
                        ));
                        answer(Message::DeadlineSet {
                            turn,
                            at: &format_utc(at),
                        });
                    }
                    None => answer(Message::DeadlineNotChanged),
                }
                None
            }
            Command::Preview => Some(Todo::Preview { turn }),
            Command::Resolve => Some(Todo::Resolve { turn }),
            Command::Rollback => Some(Todo::Rollback { turn }),
            Command::Broadcast { text } => Some(Todo::Broadcast { text }),
            Command::Lands { name, invaded } => Some(Todo::Lands { name, invaded }),
            // A player's command from the GM's address is answered as a player's.
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
