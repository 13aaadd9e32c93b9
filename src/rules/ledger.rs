//! The month in progress: the working world, the events so far, and each character's tally
//! of status points. Every change to a purse or to status goes through here, so that every
//! crown and every point has its line in the events.

use super::events::{Event, Happening, Refusal, Source, TitleDeed};
use crate::orders::Decision;
use crate::vocab::{Club, Regiment};
use crate::world::{Character, CharacterId, LadyId, World};
use std::collections::{BTreeMap, BTreeSet};

/// A cause for a duel that arose in a week, for the duel rules to settle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Quarrel {
    pub week: u8,
    /// The offended party (or the first of two rivals).
    pub a: CharacterId,
    pub b: CharacterId,
    pub cause: crate::orders::Cause,
}

/// What a suitor paid for and brought to a lady's door: extra gifts bought (+1 each), and
/// gifts given that count as extra gifts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Suit {
    pub extra: u8,
    pub gifted: u8,
}

/// Whom a character declines to fight.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Declines {
    Everyone,
    These(Vec<CharacterId>),
}

/// A favour spent on a decision this month (000, Influence).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pledge {
    pub week: u8,
    pub by: CharacterId,
    pub class: u8,
    /// The decision, as the order named it, lowercased ("my application to the 69th").
    pub on: String,
    pub decision: crate::orders::Decision,
    /// Whom it helps or hinders.
    pub whom: CharacterId,
    /// The ladies whose favours it spends (a mistress's, a wife's, a secret lover's): for
    /// 003, 4.6.3, a wife's asked by husband and lover in one week.
    pub ladies: Vec<crate::world::LadyId>,
}

/// Where a character spent a week, for whoever needs to know who met whom (duels need
/// "two characters in the same place": 000, Cause for duels).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum Place {
    Club(Club),
    Bawdyhouse,
    /// At a lady's door (courting her, or visiting her as her lover).
    Lady(LadyId),
    /// On duty with his regiment.
    Regiment(Regiment),
    /// At the fencing school.
    FencingSchool,
}

/// The month being resolved.
pub struct Ledger {
    pub world: World,
    pub events: Vec<Event>,
    /// Status points gathered this month, per character.
    pub points: BTreeMap<CharacterId, i32>,
    /// Who had female companionship this month.
    pub companionship: BTreeSet<CharacterId>,
    /// Where each character was seen, week by week.
    pub seen: BTreeMap<(u8, Place), Vec<CharacterId>>,
    /// Every character's actions for the week being played, so that one can know what the
    /// others do (a host at his club, a rival at the same door).
    pub week_actions: BTreeMap<CharacterId, Vec<crate::orders::Action>>,
    /// The weeks each man spent preparing a party (003, 4.7.1).
    pub parties_prepared: BTreeSet<(CharacterId, u8)>,
    /// Favours spent on decisions this month.
    pub pledges: Vec<Pledge>,
    /// Causes for duels that arose this month, in order.
    pub quarrels: Vec<Quarrel>,
    /// Who goes to which club this week (and as whose guest), worked out once a week from
    /// `week_actions` by `society::prepare_week`.
    pub club_company: BTreeMap<Club, Vec<(CharacterId, Option<CharacterId>)>>,
    /// Who courts which lady this week.
    pub suitors: BTreeMap<LadyId, Vec<CharacterId>>,
    /// Suitors who paid and found a rival at the lady's door this week: the week's duels
    /// decide which of them courts (`society::door`).
    pub at_the_door: BTreeMap<(LadyId, CharacterId), Suit>,
    /// Which duels each character declines (from his orders: `decline_challenge` and his
    /// standing `accept`), for those rules that ask whether he would fight.
    pub declines: BTreeMap<CharacterId, Declines>,
    /// Invitations to ladies this month: (host, lady) -> accepted.
    pub invitations: BTreeMap<(CharacterId, LadyId), bool>,
    /// Gifts brought this week: (suitor, lady) -> crowns, counted towards his courting.
    pub gifts: BTreeMap<(CharacterId, LadyId), u32>,
    /// This month's play at the Théâtre Royale, once rolled: (die, quality).
    pub play: Option<(u8, &'static str)>,
    /// Each player colonel's word on his regiment's applicants this month: admit or refuse,
    /// one applicant or (`None`) all of them.
    pub admissions: BTreeMap<CharacterId, Vec<(Decision, Option<CharacterId>)>>,
    /// Who hired a second for this month's duels (003, 7.2.3).
    pub seconds: BTreeSet<CharacterId>,
    /// Who carries his loaded pistol this month (003, 8.9.3).
    pub armed: BTreeSet<CharacterId>,
    /// Deeds of the month that may make a man worthy of a title (003, 6.0), in order: the
    /// army records them, `rules::titles` judges them at the month's end.
    pub deeds: Vec<(CharacterId, TitleDeed)>,
}

impl Ledger {
    /// Whether he is away from Paris on campaign (with his regiment, as a volunteer, on the
    /// Frontier): such a man takes no part in the life of the city.
    pub fn away(&self, who: &CharacterId) -> bool {
        self.world
            .army
            .records
            .get(who)
            .is_some_and(|r| r.campaign.is_some())
    }

    pub fn new(world: World) -> Ledger {
        Ledger {
            world,
            events: Vec::new(),
            points: BTreeMap::new(),
            companionship: BTreeSet::new(),
            seen: BTreeMap::new(),
            week_actions: BTreeMap::new(),
            parties_prepared: BTreeSet::new(),
            play: None,
            invitations: BTreeMap::new(),
            declines: BTreeMap::new(),
            gifts: BTreeMap::new(),
            club_company: BTreeMap::new(),
            suitors: BTreeMap::new(),
            at_the_door: BTreeMap::new(),
            quarrels: Vec::new(),
            pledges: Vec::new(),
            admissions: BTreeMap::new(),
            seconds: BTreeSet::new(),
            armed: BTreeSet::new(),
            deeds: Vec::new(),
        }
    }

    /// Records a roll that changed nothing (the footpads stayed away, the pox spared him), so
    /// that the GM's report lists every roll of the month.
    pub fn rolled(
        &mut self,
        week: Option<u8>,
        who: &CharacterId,
        chance: super::events::Chance,
        roll: u8,
        needed: u8,
    ) {
        let what = Happening::Rolled {
            chance,
            roll,
            needed,
        };
        self.happen(week, who, what);
    }

    /// Records that something happened.
    pub fn happen(&mut self, week: Option<u8>, who: &CharacterId, what: Happening) {
        self.events.push(Event {
            week,
            who: Some(who.clone()),
            what,
        });
    }

    /// Moves crowns into (positive) or out of (negative) a purse, with the reason.
    pub fn purse(&mut self, week: Option<u8>, who: &CharacterId, crowns: i64, source: Source) {
        if crowns == 0 {
            return;
        }
        if let Some(c) = self.world.characters.get_mut(who) {
            c.crowns += crowns;
        }
        self.happen(week, who, Happening::Purse { crowns, source });
    }

    /// Adds status points (or takes them away), with the reason.
    pub fn status(&mut self, week: Option<u8>, who: &CharacterId, points: i32, source: Source) {
        if points == 0 {
            return;
        }
        *self.points.entry(who.clone()).or_default() += points;
        self.happen(week, who, Happening::Status { points, source });
    }

    /// The character as he stands now.
    pub fn character(&self, who: &CharacterId) -> &Character {
        &self.world.characters[who]
    }

    pub fn character_mut(&mut self, who: &CharacterId) -> &mut Character {
        self.world
            .characters
            .get_mut(who)
            .expect("the ledger only names characters of its world")
    }

    /// Everything `who` is ordered to do this week, conditional orders opened up (both
    /// branches: what others can know of his plans).
    pub fn planned(&self, who: &CharacterId) -> Vec<&crate::orders::Action> {
        fn open<'a>(
            actions: &'a [crate::orders::Action],
            out: &mut Vec<&'a crate::orders::Action>,
        ) {
            for a in actions {
                out.push(a);
                if let crate::orders::Action::If {
                    then, otherwise, ..
                } = a
                {
                    open(then, out);
                    open(otherwise, out);
                }
            }
        }
        let mut out = Vec::new();
        if let Some(actions) = self.week_actions.get(who) {
            open(actions, &mut out);
        }
        out
    }

    /// Records that `who` spent week `week` at `place`.
    pub fn saw(&mut self, week: u8, place: Place, who: &CharacterId) {
        self.seen
            .entry((week, place))
            .or_default()
            .push(who.clone());
    }

    /// Whether `who` would decline a duel with `other`.
    pub fn declines(&self, who: &CharacterId, other: &CharacterId) -> bool {
        match self.declines.get(who) {
            Some(Declines::Everyone) => true,
            Some(Declines::These(names)) => names.contains(other),
            None => false,
        }
    }

    /// Records a cause for a duel.
    pub fn quarrel(&mut self, quarrel: Quarrel) {
        self.quarrels.push(quarrel);
    }

    /// Status points gathered so far this month.
    pub fn points_of(&self, who: &CharacterId) -> i32 {
        self.points.get(who).copied().unwrap_or(0)
    }
}

/// Refuses an order, with the reason.
pub fn refuse(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: Option<u8>,
    order: &str,
    refusal: Refusal,
) {
    ledger.happen(
        week,
        who,
        Happening::Refused {
            order: order.to_string(),
            refusal,
        },
    );
}
