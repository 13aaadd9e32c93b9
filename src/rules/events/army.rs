//! The army's events, their sources and its refusals: what the army's rules (`rules::army`)
//! record, as data the result, the newspaper and the GM report show.

use super::Requirement;
use crate::calendar::Month;
use crate::tables::campaign::Mission;
use crate::vocab::{Brigade, Rank, Regiment};
use crate::world::CharacterId;
use serde::{Deserialize, Serialize};

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

/// A post as events name it: its key, and its titles in English and Spanish, where
/// `{brigade}` stands for the brigade's name in the reader's language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PostName {
    pub post: String,
    pub title: String,
    pub title_es: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub brigade: Option<Brigade>,
}

/// Why an appointment ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PostEnded {
    /// Its term ran out.
    Term,
    /// He no longer holds the rank it needs.
    Rank,
    Died,
}

/// The rolls of one personal outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rolled {
    pub mission: Mission,
    pub result: u8,
    /// The numbers needed, after every modifier and his conduct.
    pub death_needed: i16,
    pub mention_needed: i16,
    pub promotion_needed: i16,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plunder_needed: Option<i16>,
    pub conduct: Conduct,
    pub death_roll: u8,
    pub died: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cowardice: Option<Cowardice>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mention_roll: Option<u8>,
    pub mentioned: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub promotion_roll: Option<u8>,
    pub promoted: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plunder_roll: Option<u8>,
    /// Crowns of plunder (0: none).
    pub plunder: u32,
}

/// What the cowardice die showed (000, Poltroonery).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Cowardice {
    /// 1-2: not noticed; mention and promotion rolled, no plunder.
    Unnoticed,
    /// 3-5: seen: twice the modifier in status points lost every month until mentioned.
    Seen,
    /// 6: blatant: dismissed as well.
    Dismissed,
}

/// A command that fought a battle, as data: the templates name it in the game's language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "command", rename_all = "snake_case")]
pub enum Unit {
    /// The Force Organisation Table's "Field Army".
    FieldArmy,
    /// Its "1st Army", "2nd Army"...
    Army {
        number: u8,
    },
    /// Its "1st Division", "2nd Division"...
    Division {
        number: u8,
    },
    /// Its "Cavalry Division".
    CavalryDivision,
    /// Its "Frontier Division".
    FrontierDivision,
    /// A formation the table names otherwise, by that name (none does).
    Named {
        name: String,
    },
    Brigade {
        brigade: Brigade,
    },
    Regiment {
        regiment: Regiment,
    },
    /// A player's battalion of a regiment.
    Battalion {
        commander: CharacterId,
        regiment: Regiment,
    },
}

/// The level of a command in the chain.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    Army,
    Division,
    Brigade,
    Regiment,
    /// A battalion or squadron: "Battalion/Squadron Commanders use their battle results only
    /// to modify results on the Personal Outcome Table".
    Battalion,
}

/// What a commander rolled and got.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fought {
    pub level: Level,
    pub ma: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub adjutant: Option<u8>,
    /// +1 for a superior adjutant, plus the other bonuses.
    pub bonus: i32,
    /// The sum of his superiors' shifts.
    pub shift: i32,
    /// The military ability he rolled with, 1..10.
    pub effective: i32,
    pub roll: u8,
    /// The Battle Result Table's result, 1 (best) to 6.
    pub result: u8,
}

/// How he bears himself, as ordered for the month (`MonthlyOrder`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "conduct", content = "modifier")]
pub enum Conduct {
    #[default]
    Steady,
    /// Adds this to the death roll needed, and risks being seen.
    Poltroonery(u8),
    /// Subtracts this from every roll needed.
    RecklessBravery(u8),
}
