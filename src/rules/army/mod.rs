//! The military career (000 "g. MA and Regiments", "h. Campaign and Volunteers", "i. Campaign
//! Outcome"; 003 chapter 9): applying to regiments, buying ranks, horses, duty and excusal,
//! the regiments' officers, the seasons' campaigns, the battle, each man's fate, mentions in
//! despatches, promotion and brevets.
//!
//! The month calls in at three points: [`month_start`] (the season's campaign, who is away),
//! [`play`] (the army's orders in a week), and [`month_end_status`] / [`month_end`] (upkeep
//! and honours before the status reckoning; the battle, brevets and rank minimums after).
//! Everything here is pure: chance comes from the `Dice` passed in.
//!
//! Files: `tables` (the reconstructed Force Commitment and Deployment Tables), `appointment`
//! (posts, reconstructed: `appointments.toml`), `roster`
//! (officers and seniority), `career` (application, purchase, horses, excusal), `campaign`
//! (seasons, volunteers), `petition` (substitutions), `field` (the season's battle, command by command),
//! `battle`, `outcome` (personal outcome),
//! `promotion` (promotion, brevets, mentions, rank minimums).

mod appointment;
mod battle;
mod campaign;
mod career;
mod field;
mod outcome;
mod petition;
pub(super) mod promotion;
mod roster;
pub mod tables;

pub use appointment::{PostEnded, PostName, PostRule, default_posts};
pub use battle::{Commander, Fought, Level, fight, fight_chain};
pub use campaign::{campaigns_year_round, may_be_ordered_out};
pub use field::{Unit, resolve_season};
pub use outcome::{Conduct, Cowardice, Post, Rolled, modifiers, needed, roll};
pub use tables::{CommitmentRoll, ForceTables};

use super::Rulebook;
use super::events::{Happening, Refusal, Requirement};
use super::ledger::Ledger;
use super::month::Plan;
use crate::calendar::Month;
use crate::dice::Dice;
use crate::orders::{Action, MonthlyOrder, OrderSheet};
use crate::tables::campaign::Mission;
use crate::vocab::{Brigade, Rank, Regiment};
use crate::world::{CharacterId, ServiceRecord};
use serde::{Deserialize, Serialize};

/// The army's house rules (`[house_rules.army]`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ArmyRules {
    /// How the Force Commitment die is read (the Force Organisation Table runs to 7).
    pub commitment_roll: CommitmentRoll,
    /// House rule: the reconstructed Force Commitment and Force Deployment Tables (see
    /// `rules/army/force_tables.toml`); a game may give its own.
    pub force_tables: ForceTables,
    /// House rule (000 forbids buying a rank only when players hold all its slots): a
    /// newcomer buying a Captaincy or Majority with no vacancy takes the junior non-player
    /// holder's place, who sells out. `false`: only into a vacancy (003, 9.3.4).
    pub purchase_displaces_npc: bool,
    /// House rule: the posts a player may be appointed to (the Military Appointments Tables
    /// are missing from this copy; see `rules/army/appointments.toml`).
    pub appointments: Vec<PostRule>,
    /// 003, 5.1.7: "Todas las tiradas fallan si en el dado sale un 1, sin tener en cuenta la
    /// influencia aplicada": a 1 fails an influenced roll (an application, an excusal, a
    /// petition, a post, a commander asked to volunteer) whatever the modifiers. Off by
    /// default: 000 has no such rule, and 003's own example (9.3.2: level 13 enters the 53rd
    /// "sacar un 1 y todavía entrar") contradicts it.
    pub one_always_fails: bool,
    /// "Members of Cavalry Regiments and Captains of any Regiment must buy one horse and
    /// equipment. Majors and above in any Regiment must buy three" (000): what happens to a
    /// man short of them at the month's end.
    pub horses: HorseRule,
}

/// How the horses a rank and regiment require are enforced (the rules say "must buy", and
/// nothing of a man who does not).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HorseRule {
    /// As the rules say: the regiment buys those he lacks for him, at his cost (100 crowns
    /// each, and a groom), as many as his purse pays at the month's end; he is told what he
    /// still lacks.
    #[default]
    Bought,
    /// He is only reminded, month after month.
    Reminded,
}

impl ArmyRules {
    /// Whether an influenced roll succeeds: `roll + modifier >= needed`, unless the house
    /// rule makes a 1 fail.
    pub fn succeeds(&self, roll: u8, modifier: i32, needed: i32) -> bool {
        !(self.one_always_fails && roll == 1) && i32::from(roll) + modifier >= needed
    }
}

impl Default for ArmyRules {
    fn default() -> Self {
        ArmyRules {
            commitment_roll: CommitmentRoll::default(),
            force_tables: ForceTables::default(),
            purchase_displaces_npc: true,
            appointments: default_posts(),
            one_always_fails: false,
            horses: HorseRule::default(),
        }
    }
}

/// Something that happened in the army.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ArmyEvent {
    /// An application (Regimental Table A): the die, the modifier (-1 per two rejections,
    /// influence), the number needed; or the word of the player who commands the regiment.
    Applied {
        regiment: Regiment,
        roll: u8,
        modifier: i32,
        /// `None`: automatic (the Frontier).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        needed: Option<i8>,
        accepted: bool,
        /// The player who commands the regiment.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        colonel: Option<CharacterId>,
        /// The colonel decided, by his orders, instead of the roll.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        by_colonel: bool,
    },
    /// A man applied to the regiment he commands (told to the player colonel).
    Applicant {
        who: CharacterId,
        regiment: Regiment,
        accepted: bool,
        by_colonel: bool,
    },
    /// Joined a regiment at a rank.
    Joined {
        regiment: Regiment,
        rank: Rank,
    },
    /// Bought a rank (after joining).
    BoughtRank {
        regiment: Regiment,
        rank: Rank,
    },
    /// A non-player officer sold out to make room for him.
    Displaced {
        regiment: Regiment,
        officer: String,
    },
    BoughtHorses {
        count: u8,
        horses: u8,
    },
    HiredGroom,
    /// He could not feed all his horses: `lost` are gone, `kept` remain.
    HorsesLost {
        lost: u8,
        kept: u8,
    },
    /// He could not pay his groom, who left him.
    GroomLeft,
    /// The regiment bought the horses his rank and regiment require and he lacked, at his
    /// cost (`HorseRule::Bought`): `count` bought, `horses` he now keeps.
    HorsesBoughtForHim {
        count: u8,
        horses: u8,
        required: u8,
    },
    /// Fewer horses than his rank and regiment require.
    ShortOfHorses {
        horses: u8,
        required: u8,
    },
    /// Asked to be excused a week of duty: one die, 5 or more.
    Excused {
        roll: u8,
        modifier: i32,
        needed: u8,
        granted: bool,
    },
    /// Asked his regiment's non-player commander to volunteer the regiment: one die, 6 or
    /// more, modified by influence.
    CommanderAsked {
        regiment: Regiment,
        roll: u8,
        modifier: i32,
        needed: u8,
        granted: bool,
    },
    /// Volunteered for the season.
    Volunteered {
        with: Regiment,
        until: Month,
    },
    /// Away on campaign this month (no weekly actions, no status bookkeeping).
    OnCampaign {
        with: Regiment,
        until: Month,
        volunteer: bool,
    },
    /// Back in Paris.
    Returned {
        with: Regiment,
    },
    /// The season's campaign (world news): the commitment and deployment rolls.
    CampaignDetermined {
        summer: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        commitment: Option<u8>,
        deployment: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        code: Option<u8>,
        brigades: Vec<Brigade>,
    },
    /// The regiment he serves with is sent on campaign.
    Ordered {
        regiment: Regiment,
        mission: Mission,
    },
    /// A substitution granted.
    Substituted {
        regiment: Regiment,
        replaces: Regiment,
    },
    /// One command's battle (world news, or his own as a commander).
    Battle {
        unit: Unit,
        mission: Mission,
        fought: Fought,
        interpretation: String,
    },
    /// His personal outcome.
    Fate {
        with: Regiment,
        rolled: Rolled,
    },
    Killed {
        with: Regiment,
    },
    /// Mentioned in despatches: `points` a month for three months, then one for life.
    Mentioned {
        points: u8,
    },
    /// Promoted; `brevet` when the rank is a brevet.
    Promoted {
        regiment: Regiment,
        from: Rank,
        to: Rank,
        brevet: bool,
    },
    /// Promoted on campaign, but no opening: mentioned instead.
    NoVacancy {
        rank: Rank,
    },
    /// His brevet rank made permanent.
    BrevetConfirmed {
        rank: Rank,
    },
    /// His brevet ran out: back to his permanent rank.
    BrevetLapsed {
        rank: Rank,
        back_to: Rank,
    },
    /// His military ability rose (a better result than his superior's).
    AbilityRaised {
        to: u8,
    },
    /// His cowardice was noticed, or not.
    Cowardice {
        cowardice: Cowardice,
        modifier: u8,
    },
    /// Dismissed from his regiment.
    Dismissed {
        regiment: Regiment,
    },
    /// Social level below his rank's minimum: `months` of three.
    BelowRank {
        rank: Rank,
        months: u8,
    },
    /// Three months below: expelled.
    Expelled {
        regiment: Regiment,
        rank: Rank,
    },
    /// Redeemed by a mention: no more disgrace.
    Redeemed,
    /// A non-player officer's fate (world news).
    OfficerFell {
        regiment: Regiment,
        officer: String,
        rank: Rank,
    },
    OfficerPromoted {
        regiment: Regiment,
        officer: String,
        to: Rank,
    },
    /// Captaincies filled by the Subaltern's promotion or by purchase.
    CaptaincyFilled {
        regiment: Regiment,
        purchased: bool,
    },
    /// This year's Brigade Major (world news).
    BrigadeMajor {
        brigade: Brigade,
        regiment: Regiment,
        roll: u8,
    },
    /// Sought a post: the appointing non-player's die, altered by influence.
    SoughtPost {
        #[serde(flatten)]
        post: PostName,
        appointed_by: crate::tables::influence::Position,
        roll: u8,
        modifier: i32,
        needed: u8,
        granted: bool,
    },
    /// Appointed to a post until the end of `until`.
    Appointed {
        #[serde(flatten)]
        post: PostName,
        until: Month,
    },
    /// His appointment is over.
    PostEnded {
        #[serde(flatten)]
        post: PostName,
        why: PostEnded,
    },
    /// His brevet rank kept another year by an appointment that requires it.
    BrevetExtended {
        rank: Rank,
        until: Month,
    },
    /// A petition for substitution: one die, altered by influence, 7 needed; among
    /// conflicting petitions the highest roll, then the highest social level.
    Petitioned {
        regiment: Regiment,
        replaces: Regiment,
        roll: u8,
        modifier: i32,
        granted: bool,
        /// Conflicting petitions granted instead, on a higher roll or social level.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        outranked_by: Vec<CharacterId>,
        /// Conflicting petitions as good: none granted until the petitioners settle it.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        tied_with: Vec<CharacterId>,
    },
}

/// Where army crowns and points come from or go.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "item", rename_all = "snake_case")]
pub enum ArmySource {
    /// The purchase of a commission.
    Commission {
        regiment: Regiment,
        rank: Rank,
    },
    Horses {
        count: u8,
    },
    HorseUpkeep {
        horses: u8,
    },
    Groom,
    Plunder,
    /// A mention in despatches, `month` of its life (1-3: the die; then 1).
    Mention {
        month: i32,
    },
    /// Seen running away.
    Disgrace,
    /// Brigade Major of a brigade.
    BrigadePosition {
        brigade: Brigade,
    },
    /// The status of an appointment.
    Appointment {
        post: String,
    },
    /// Pay on the Frontier (the Gascon column) for a volunteer without a regiment.
    FrontierPay {
        rank: Rank,
    },
}

/// Why an army order could not be carried out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "why", rename_all = "snake_case")]
pub enum ArmyRefusal {
    /// Out of Paris on campaign.
    OnCampaign {
        until: Month,
    },
    AlreadyInRegiment {
        regiment: Regiment,
    },
    /// Regimental Table A's "-" for his social level.
    SocialLevelTooLow {
        regiment: Regiment,
    },
    /// The RNHB takes volunteers, not applications.
    RnhbByVolunteering,
    /// Dismissed for cowardice: only the Frontier until mentioned there.
    Disgraced,
    /// His old regiment will not have him back.
    NeverAgain {
        regiment: Regiment,
    },
    /// After a rejection only lower regiments, the same week.
    NotLower {
        rejected: Regiment,
    },
    /// No rank above Major can be bought on joining.
    NotOnJoining {
        rank: Rank,
    },
    /// A rank must be the next one (no skipping), and for sale.
    NotNextRank {
        rank: Rank,
    },
    NoVacancy {
        rank: Rank,
    },
    /// Players hold every slot of that rank.
    HeldByPlayers {
        rank: Rank,
    },
    SocialLevelBelow {
        rank: Rank,
        needed: u8,
    },
    /// Excusal asked by a rank that owes no duty.
    NoDutyOwed,
    /// The season's last month: only its first week (a month's service at least).
    TooLateToVolunteer,
    /// He commands no unit to volunteer.
    NoCommand,
    /// Not this season (his own unit volunteers only out of summer).
    NotThisSeason,
    /// The RNHB's requirements: the first he does not meet.
    RnhbRequirement {
        requirement: Requirement,
    },
    /// He does not hold that favour.
    NoSuchFavour {
        class: u8,
    },
    /// No post of that name in this game.
    NoSuchPost {
        post: String,
    },
    /// The post requires a higher rank.
    RankTooLow {
        rank: Rank,
    },
    /// Another player holds the post.
    PostHeld {
        holder: CharacterId,
    },
    /// He holds it already, until `until` (he may seek it again in its last month).
    AlreadyHeld {
        until: Month,
    },
    /// He holds another post.
    OnePostAtATime,
    /// A groom is in his service already (one serves all his horses).
    GroomKept,
    /// His regiment's commander is a player: volunteering the regiment is his to decide.
    CommanderDecides {
        commander: CharacterId,
    },
    /// Petitions are heard in June and July only.
    TooLateToPetition,
    /// The Frontier, the RNHB, or a regiment for itself: no substitution.
    NotSubstitutable {
        regiment: Regiment,
    },
    /// The regiment to be replaced is not going on campaign.
    NotGoing {
        regiment: Regiment,
    },
    /// The regiment to be sent is going already.
    AlreadyGoing {
        regiment: Regiment,
    },
    /// Infantry for infantry, cavalry for cavalry.
    NotSameArm {
        regiment: Regiment,
        replaces: Regiment,
    },
}

/// Records an army event.
pub(super) fn tell(ledger: &mut Ledger, week: Option<u8>, who: &CharacterId, event: ArmyEvent) {
    ledger.happen(week, who, Happening::Army { event });
}

/// Records world news (no character).
pub(super) fn news(ledger: &mut Ledger, event: ArmyEvent) {
    ledger.events.push(super::events::Event {
        week: None,
        who: None,
        what: Happening::Army { event },
    });
}

/// Refuses an army order with its reason.
pub(super) fn refuse(
    ledger: &mut Ledger,
    week: Option<u8>,
    who: &CharacterId,
    order: &str,
    why: ArmyRefusal,
) {
    ledger.happen(
        week,
        who,
        Happening::Refused {
            order: order.to_string(),
            refusal: Refusal::Army { army: why },
        },
    );
}

/// His service record (a clean one when none is kept).
pub(super) fn record(ledger: &Ledger, who: &CharacterId) -> ServiceRecord {
    ledger
        .world
        .army
        .records
        .get(who)
        .cloned()
        .unwrap_or_default()
}

/// His service record, to change.
pub(super) fn record_mut<'a>(ledger: &'a mut Ledger, who: &CharacterId) -> &'a mut ServiceRecord {
    ledger.world.army.records.entry(who.clone()).or_default()
}

/// True while he is away on campaign: out of Paris.
pub fn away(ledger: &Ledger, who: &CharacterId) -> bool {
    service(ledger, who).is_some()
}

/// His campaign service, if he is away (read in place: no copy of his record).
pub(super) fn service(ledger: &Ledger, who: &CharacterId) -> Option<crate::world::CampaignService> {
    ledger.world.army.records.get(who).and_then(|r| r.campaign)
}

/// The month's beginning: the season's campaign, who goes, and pay on the Frontier.
pub(super) fn month_start(ledger: &mut Ledger, book: &Rulebook, dice: &mut dyn Dice) {
    campaign::begin_month(ledger, book, dice);
    let holders: Vec<CharacterId> = ledger
        .world
        .army
        .appointments
        .values()
        .map(|a| a.holder.clone())
        .collect();
    for who in holders {
        if ledger.world.characters.get(&who).is_some_and(|c| c.alive) {
            appointment::favours(ledger, &book.army.appointments, &who);
        }
    }
}

/// Income at the month's start or end: his allowance and pay; a volunteer without a
/// regiment is paid as a Frontier Private.
pub(super) fn income(ledger: &mut Ledger, who: &CharacterId) {
    super::status::income(ledger, who);
    campaign::frontier_pay(ledger, who);
}

/// Refuses a campaigner's week: he is out of Paris. Returns true when the week is not his.
pub(super) fn skip_week(ledger: &mut Ledger, who: &CharacterId, week: u8, plan: &Plan) -> bool {
    let Some(service) = service(ledger, who) else {
        return false;
    };
    let actions: &[Action] = match plan {
        Plan::Act(a) => a,
        Plan::Duty { short, .. } => short,
    };
    for a in actions {
        refuse(
            ledger,
            Some(week),
            who,
            a.kind(),
            ArmyRefusal::OnCampaign {
                until: service.until,
            },
        );
    }
    true
}

/// The army's orders in a week.
pub(super) fn play(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    action: &Action,
    book: &Rulebook,
    dice: &mut dyn Dice,
) {
    if let Some(service) = service(ledger, who) {
        let until = service.until;
        refuse(
            ledger,
            Some(week),
            who,
            action.kind(),
            ArmyRefusal::OnCampaign { until },
        );
        return;
    }
    match action {
        Action::ApplyRegiment { regiment, rank } => {
            career::apply(ledger, who, week, *regiment, *rank, &book.army, dice)
        }
        Action::BuyRank { rank } => career::buy_rank(ledger, who, week, *rank),
        Action::BuyHorse { count } => career::buy_horses(ledger, who, week, *count),
        Action::HireGroom => career::hire_groom(ledger, who, week),
        Action::Volunteer { with } => campaign::volunteer(ledger, who, week, with, book, dice),
        Action::SeekAppointment { post } => {
            appointment::seek(ledger, who, week, post, &book.army, dice)
        }
        // Excusal is settled when the weeks are planned (see `excuse_duty`).
        Action::ExcuseDuty { .. } => {}
        _ => {}
    }
}

/// Each player's word on his regiment's applicants, from his month's orders (read when a
/// man applies to a regiment he commands).
pub(super) fn admissions(
    ledger: &mut Ledger,
    orders: &std::collections::BTreeMap<CharacterId, OrderSheet>,
) {
    for (who, sheet) in orders {
        let words: Vec<_> = sheet
            .monthly
            .iter()
            .filter_map(|m| match m {
                MonthlyOrder::Admissions { decision, whom } => Some((
                    *decision,
                    whom.as_deref()
                        .and_then(|n| ledger.world.character_named(n))
                        .map(|c| c.id.clone()),
                    whom.is_some(),
                )),
                _ => None,
            })
            // A name nobody bears (already reported to the GM) decides nothing.
            .filter(|(_, id, named)| id.is_some() || !named)
            .map(|(d, id, _)| (d, id))
            .collect();
        if !words.is_empty() {
            ledger.admissions.insert(who.clone(), words);
        }
    }
}

/// Asks to be excused duty for each `ExcuseDuty` order of the month (one die, 5 or more,
/// modified by a favour on the Battalion commander): returns the weeks excused.
pub(super) fn excuse_duty(
    ledger: &mut Ledger,
    who: &CharacterId,
    sheet: &OrderSheet,
    book: &Rulebook,
    dice: &mut dyn Dice,
) -> u8 {
    career::excuse_duty(ledger, who, sheet, &book.army, dice)
}

/// Before the status reckoning: horse upkeep, mentions, disgrace, the Brigade Major's and
/// appointments' status.
pub(super) fn month_end_status(ledger: &mut Ledger, who: &CharacterId, book: &Rulebook) {
    if away(ledger, who) {
        return;
    }
    career::upkeep(ledger, who, book.army.horses);
    promotion::honours(ledger, who);
    appointment::status(ledger, &book.army.appointments, who);
}

/// After the status reckoning: the season's battle if it ends now, the campaigners' return,
/// brevets, rank minimums, the Brigade Majors after the summer.
pub(super) fn month_end(
    ledger: &mut Ledger,
    orders: &std::collections::BTreeMap<CharacterId, OrderSheet>,
    book: &Rulebook,
    dice: &mut dyn Dice,
) {
    let conduct = |who: &CharacterId| {
        orders
            .get(who)
            .and_then(|s| {
                s.monthly.iter().find_map(|m| match m {
                    MonthlyOrder::Poltroonery { modifier } => Some(Conduct::Poltroonery(*modifier)),
                    MonthlyOrder::RecklessBravery { modifier } => {
                        Some(Conduct::RecklessBravery(*modifier))
                    }
                    _ => None,
                })
            })
            .unwrap_or_default()
    };
    petition::hear(ledger, orders, &book.army, dice);
    campaign::end_month(ledger, &conduct, book, dice);
    promotion::review(ledger, &book.army.appointments);
    appointment::review(ledger, &book.army.appointments);
}
