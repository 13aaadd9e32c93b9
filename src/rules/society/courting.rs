//! Ladies (000, Female Companionship: Mistresses): courting by the Mistress Courting Table,
//! two suitors at one door, courting another's mistress, the indiscretion roll, visits, and
//! the favours a mistress gives (Influence Table C).

use super::{afford, refuse};
use crate::dice::Dice;
use crate::orders::{Action, Cause};
use crate::rules::events::{Chance, Happening, Refusal, Source};
use crate::rules::ledger::{Ledger, Place, Quarrel, Suit};
use crate::tables::courting::{courting_roll_needed, mistress_influence};
use crate::world::{CharacterId, Favour, Lady, LadyId};

/// Works out who courts which lady this week.
pub(in crate::rules) fn suitors(
    ledger: &Ledger,
) -> std::collections::BTreeMap<LadyId, Vec<CharacterId>> {
    let mut suitors: std::collections::BTreeMap<LadyId, Vec<CharacterId>> = Default::default();
    for who in ledger.week_actions.keys() {
        for action in ledger.planned(who) {
            if let Action::Court { lady, .. } = action
                && let Some(lady) = ledger.world.lady_named(lady)
            {
                suitors
                    .entry(lady.id.clone())
                    .or_default()
                    .push(who.clone());
            }
        }
    }
    suitors
}

/// Whether `lover` spends this week with `lady` (visiting her, or taking her to his club).
fn with_her_this_week(ledger: &Ledger, lover: &CharacterId) -> bool {
    ledger.planned(lover).into_iter().any(|a| {
        matches!(
            a,
            Action::VisitMistress
                | Action::VisitClub {
                    with_mistress: true,
                    ..
                }
        )
    })
}

/// Ends an affair: she is free again, and the favours she gave lapse.
pub(in crate::rules) fn part(ledger: &mut Ledger, who: &CharacterId, lady: &LadyId) {
    if let Some(l) = ledger.world.ladies.get_mut(lady)
        && l.lover.as_ref() == Some(who)
    {
        l.lover = None;
    }
    let source = format!("mistress:{lady}");
    let c = ledger.character_mut(who);
    if c.mistress.as_ref() == Some(lady) {
        c.mistress = None;
        c.affair_since = None;
    }
    let before = c.favours.len();
    c.favours.retain(|f| f.from != source);
    let lapsed = (before - c.favours.len()) as u32;
    if lapsed > 0 {
        ledger.happen(None, who, Happening::FavoursLapsed { count: lapsed });
    }
}

/// A mistress's favours for the year: "Mistresses give their lovers one favour a year, of the
/// class listed under the heading 'Normal influence' ... Influential mistresses additionally
/// provide a favour of the class listed under ... 'Additionally, if Influential'". They keep
/// "for the duration of the affair".
pub(in crate::rules) fn mistress_favours(
    ledger: &mut Ledger,
    week: Option<u8>,
    who: &CharacterId,
    lady: &Lady,
) {
    let source = format!("mistress:{}", lady.id);
    mistress_favours_from(ledger, week, who, lady, &source, false);
}

/// A lady's favours to her lover, kept under `source`; `as_if_influential` adds the favour
/// of an influential lady once more (003, 4.6.3: a married woman's to her secret lover).
pub(in crate::rules) fn mistress_favours_from(
    ledger: &mut Ledger,
    week: Option<u8>,
    who: &CharacterId,
    lady: &Lady,
    source: &str,
    as_if_influential: bool,
) {
    let Some(influence) = mistress_influence(lady.social_level) else {
        return;
    };
    let mut classes: Vec<u8> = influence.normal.into_iter().collect();
    if lady.influential {
        classes.push(influence.if_influential);
    }
    if as_if_influential {
        classes.push(influence.if_influential);
    }
    for class in classes {
        let from = source.to_string();
        ledger.character_mut(who).favours.push(Favour {
            class,
            from: from.clone(),
            expires: None,
        });
        ledger.happen(
            week,
            who,
            Happening::FavourReceived {
                class,
                from: lady.name.clone(),
            },
        );
    }
}

/// Whether a lady accepts an invitation (to a box at the theatre, to his club). House rule
/// (003 invites ladies but gives no rule for their answer): she accepts on the Mistress
/// Courting Table's roll for the difference in social level, a 1 always declining; she always
/// accepts her own lover.
pub(in crate::rules) fn invite(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    name: &str,
    dice: &mut dyn Dice,
) -> Option<bool> {
    let lady = ledger.world.lady_named(name)?.clone();
    if let Some(answer) = ledger.invitations.get(&(who.clone(), lady.id.clone())) {
        return Some(*answer);
    }
    let (accepted, roll) = if lady.lover.as_ref() == Some(who) {
        (true, None)
    } else {
        let needed = courting_roll_needed(
            i32::from(ledger.character(who).social_level) - i32::from(lady.social_level),
        );
        let roll = dice.d6();
        (roll != 1 && roll >= needed, Some(roll))
    };
    ledger
        .invitations
        .insert((who.clone(), lady.id.clone()), accepted);
    ledger.happen(
        Some(week),
        who,
        Happening::Invited {
            lady: lady.id,
            accepted,
            roll,
        },
    );
    Some(accepted)
}

/// A gift for a lady (003's price list: "Ramo de flores 3 * NS dama"): paid now, and when he
/// courts her this week every 3 x her social level of it counts as an extra gift (+1), except
/// with a wealthy lady (000: "Characters courting a wealthy mistress may not modify the die
/// roll in this manner"). `whom: None`: the lady he courts this week.
pub(in crate::rules) fn give_gift(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    whom: Option<&str>,
    crowns: u32,
) {
    let courted = || {
        fn find(actions: &[Action]) -> Option<String> {
            actions.iter().find_map(|a| match a {
                Action::Court { lady, .. } => Some(lady.clone()),
                Action::If {
                    then, otherwise, ..
                } => find(then).or_else(|| find(otherwise)),
                _ => None,
            })
        }
        ledger.week_actions.get(who).and_then(|a| find(a))
    };
    let name = whom.map(str::to_string).or_else(courted);
    let Some(lady) = name
        .as_deref()
        .and_then(|n| ledger.world.lady_named(n))
        .map(|l| l.id.clone())
    else {
        let name = name.unwrap_or_default();
        return refuse(
            ledger,
            who,
            Some(week),
            "gift",
            Refusal::UnknownLady { name },
        );
    };
    if super::pay(
        ledger,
        who,
        week,
        "gift",
        i64::from(crowns),
        Source::Courting { lady: lady.clone() },
    ) {
        *ledger.gifts.entry((who.clone(), lady)).or_default() += crowns;
    }
}

/// A week courting a lady (000, Mistresses): 3 x her social level, more for extra gifts
/// (+1 each, not with a wealthy lady), one die against the Mistress Courting Table; a 1
/// always fails; -1 when she is another's mistress.
///
/// - Two suitors at one door: see `door` (whoever the week's duel leaves at the door courts
///   after it).
/// - "A character is caught if he attempts to court another player's mistress while the other
///   player is with her, or if he courts, fails to win her and commits an indiscretion": a
///   cause for a duel.
/// - A suitor who fails rolls one die for an indiscretion when he has a mistress (a 6: she
///   throws him out) or when the lady has a lover (a 6: he is caught).
pub(in crate::rules) fn court(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    name: &str,
    extra_gifts: u8,
    dice: &mut dyn Dice,
) {
    let w = Some(week);
    let Some(lady) = ledger.world.lady_named(name).cloned() else {
        let name = name.to_string();
        return refuse(ledger, who, w, "court", Refusal::UnknownLady { name });
    };
    let suitor = ledger.character(who).clone();
    if suitor.mistress.as_ref() == Some(&lady.id) {
        return refuse(
            ledger,
            who,
            w,
            "court",
            Refusal::AlreadyHisMistress { lady: lady.id },
        );
    }
    let lot = 3 * i64::from(lady.social_level);
    let extra = if lady.wealthy { 0 } else { extra_gifts };
    // Gifts brought this week count as extra lots already paid for.
    let brought = ledger
        .gifts
        .remove(&(who.clone(), lady.id.clone()))
        .unwrap_or(0);
    let gifted = if lady.wealthy {
        0
    } else {
        (i64::from(brought) / lot.max(1)) as u8
    };
    let cost = lot * (1 + i64::from(extra));
    if !afford(ledger, who, w, "court", cost) {
        return;
    }
    ledger.purse(
        w,
        who,
        -cost,
        Source::Courting {
            lady: lady.id.clone(),
        },
    );
    ledger.saw(week, Place::Lady(lady.id.clone()), who);

    let suit = Suit { extra, gifted };
    if !super::door::alone_at_the_door(ledger, who, week, &lady.id, suit) {
        return;
    }
    woo(ledger, who, week, &lady.id, suit, dice);
}

/// The courting itself, paid for and with the door his: caught by her lover, or the Mistress
/// Courting Table's roll and what follows (a new mistress, or an indiscretion).
pub(super) fn woo(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    lady: &LadyId,
    Suit { extra, gifted }: Suit,
    dice: &mut dyn Dice,
) {
    let w = Some(week);
    let suitor = ledger.character(who).clone();
    let Some(lady) = ledger.world.ladies.get(lady).cloned() else {
        return;
    };
    let lover = lady.lover.clone().filter(|l| l != who);
    if let Some(lover) = &lover
        && with_her_this_week(ledger, lover)
    {
        return caught(ledger, who, week, &lady.id, lover);
    }

    // Another's wife (003, 4.6.1: "aunque tiene un -2 a la tirada de cortejar"; -1 while she
    // refuses her unfaithful husband, 4.6.4), the readier for each month her husband
    // neglected her (4.5.1); another's mistress, -1.
    let husband = super::adultery::husband_of(ledger, &lady.id).filter(|h| h != who);
    let wifes = if super::adultery::refuses(ledger, &lady.id) {
        1
    } else {
        2
    };
    let rival = match &husband {
        Some(_) => i32::from(lady.neglected) - wifes,
        None => -i32::from(lover.is_some()),
    };
    let secret = super::adultery::is_secret(ledger, who, &lady.id);
    let modifier = i32::from(extra) + i32::from(gifted) + rival;
    let needed =
        courting_roll_needed(i32::from(suitor.social_level) - i32::from(lady.social_level));
    let roll = dice.d6();
    let won = roll != 1 && i32::from(roll) + modifier >= i32::from(needed);
    ledger.happen(
        w,
        who,
        Happening::Courted {
            lady: lady.id.clone(),
            roll,
            modifier,
            needed,
            won,
        },
    );
    if won && secret {
        // 4.6.1-4.6.2: her husband keeps his wife, he keeps his, and no one is told.
        super::adultery::begin(ledger, who, week, &lady.id);
    } else if won {
        if let Some(old) = suitor.mistress.clone() {
            part(ledger, who, &old);
            ledger.happen(w, who, Happening::LeftMistress { lady: old });
        }
        if let Some(lover) = lover {
            part(ledger, &lover, &lady.id);
            ledger.happen(
                w,
                &lover,
                Happening::MistressLeft {
                    lady: lady.id.clone(),
                },
            );
        }
        if let Some(l) = ledger.world.ladies.get_mut(&lady.id) {
            l.lover = Some(who.clone());
        }
        let month = ledger.world.month;
        let c = ledger.character_mut(who);
        c.mistress = Some(lady.id.clone());
        c.affair_since = Some(month);
        mistress_favours(ledger, w, who, &lady);
        // House rule: a won courtship is a week in her company (003, 4.2: "pasa una semana
        // con su dama o conquista a una").
        ledger.companionship.insert(who.clone());
    } else if suitor.mistress.is_some() || lover.is_some() {
        let roll = dice.d6();
        let chance = Chance::Indiscretion {
            lady: lady.id.clone(),
        };
        let needed = 6;
        ledger.rolled(w, who, chance, roll, needed);
        if roll < needed {
            return;
        }
        // (His wife does not leave him: she learns of it, 4.6.4.)
        let wed = suitor.marriage.as_ref().is_some_and(|m| m.wed.is_some());
        if let Some(current) = suitor.mistress.clone() {
            if wed {
                super::adultery::wife_learns(ledger, who, week);
            } else {
                part(ledger, who, &current);
                ledger.happen(w, who, Happening::MistressLeft { lady: current });
            }
        }
        if let Some(lover) = lover {
            caught(ledger, who, week, &lady.id, &lover);
        }
    }
}

/// Caught courting another's mistress by her lover: a cause for a duel.
fn caught(ledger: &mut Ledger, who: &CharacterId, week: u8, lady: &LadyId, lover: &CharacterId) {
    let what = Happening::CaughtCourting {
        lady: lady.clone(),
        lover: lover.clone(),
    };
    ledger.happen(Some(week), who, what);
    ledger.quarrel(Quarrel {
        week,
        a: lover.clone(),
        b: who.clone(),
        cause: Cause::Mistress,
    });
}

/// A week with his mistress: female companionship for the month.
/// With another's wife, in secret, her husband may learn of it (`husband_learns_on`, 003,
/// 4.6.5; see `adultery`).
pub(in crate::rules) fn visit_mistress(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    husband_learns_on: u8,
    dice: &mut dyn Dice,
) {
    // (With no open mistress, his secret one: 003, 4.6.)
    let c = ledger.character(who);
    let Some(lady) = c.mistress.clone().or_else(|| c.paramour.clone()) else {
        return refuse(
            ledger,
            who,
            Some(week),
            "visit_mistress",
            Refusal::NoMistress,
        );
    };
    if super::adultery::refuses(ledger, &lady) {
        // 4.6.4: she refuses him her company.
        let until = ledger.world.ladies[&lady]
            .refuses_until
            .unwrap_or(ledger.world.month);
        return ledger.happen(Some(week), who, Happening::WifeRefuses { lady, until });
    }
    super::family::keep_company(ledger, who, week, &lady);
    ledger.saw(week, Place::Lady(lady.clone()), who);
    ledger.happen(
        Some(week),
        who,
        Happening::VisitedMistress { lady: lady.clone() },
    );
    super::adultery::husband_may_learn(ledger, who, week, &lady, husband_learns_on, dice);
}
