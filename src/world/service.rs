//! The army's side of the world: each character's service record (mentions in despatches,
//! brevet rank, horses, months below his rank's social level, campaign service, disgrace) and
//! the army at large (staff officers' military abilities, Brigade Majors, the season's
//! campaign). Plain data; the rules live in `rules::army`.

use crate::calendar::Month;
use crate::tables::campaign::Mission;
use crate::vocab::{Brigade, Rank, Regiment};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

use super::CharacterId;

/// The army's state between two months.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArmyState {
    /// Each character's service record (absent: a clean record).
    #[serde(default)]
    pub records: BTreeMap<CharacterId, ServiceRecord>,
    /// Military abilities of the non-player staff, rolled when first needed: army, division
    /// and brigade commanders, their adjutants, regimental adjutants ("4th_foot/commander",
    /// "69th_arquebusiers/adjutant", "1626/Field Army/commander").
    #[serde(default)]
    pub staff: BTreeMap<String, u8>,
    /// This year's Brigade Majors: the regiment each one comes from.
    #[serde(default)]
    pub brigade_majors: BTreeMap<Brigade, Regiment>,
    /// The year the Brigade Majors were last rolled.
    #[serde(default)]
    pub brigade_majors_year: Option<u16>,
    /// The campaign of the current season, once determined.
    #[serde(default)]
    pub campaign: Option<CampaignState>,
    /// Appointments held by players, by post ("brigadier/guards",
    /// "inspector_general_of_cavalry").
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub appointments: BTreeMap<String, Appointment>,
}

/// A post held by a player: who, and until when (the end of the regular campaign season
/// after the appointment; he may seek it again in its last month).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Appointment {
    pub holder: CharacterId,
    pub since: Month,
    pub until: Month,
}

/// A season's campaign as determined at its start.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CampaignState {
    /// The season's first month.
    pub begun: Month,
    /// The season's last month (the battle is fought at its end).
    pub ends: Month,
    /// The Force Organisation number (Force Commitment and Force Deployment rolls), for the
    /// summer campaign of the regular army; `None` out of summer.
    pub code: Option<u8>,
    /// The Force Deployment roll.
    pub deployment: u8,
    /// The mission of each unit sent (brigades; the RNHB under [`Regiment::Rnhb`]'s key).
    pub missions: BTreeMap<String, Mission>,
    /// Regiments substituted (the petitioner's regiment, the one it replaces).
    #[serde(default)]
    pub substitutions: Vec<(Regiment, Regiment)>,
}

/// One character's service.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServiceRecord {
    /// Mentions in despatches: the first month each pays, and its die.
    #[serde(default)]
    pub mentions: Vec<Mention>,
    /// A brevet rank held (the commission shows the brevet rank; this keeps the permanent).
    #[serde(default)]
    pub brevet: Option<Brevet>,
    /// Consecutive month ends with his social level below his permanent rank's minimum.
    #[serde(default)]
    pub months_below_rank: u8,
    /// He once won a promotion on campaign (not purchased): the RNHB takes such officers.
    #[serde(default)]
    pub merit_promotion: bool,
    /// Horses kept (100 crowns each, 3 a month).
    #[serde(default)]
    pub horses: u8,
    /// A groom hired (2 crowns a month, for any number of horses).
    #[serde(default)]
    pub groom: bool,
    /// On campaign, out of Paris, until the end of a season.
    #[serde(default)]
    pub campaign: Option<CampaignService>,
    /// Seen running away: twice this many status points lost every month until mentioned.
    #[serde(default)]
    pub poltroonery: Option<u8>,
    /// Dismissed for blatant cowardice: may join only a Frontier regiment until mentioned
    /// in despatches there.
    #[serde(default)]
    pub dismissed: bool,
    /// Regiments that will never have him back.
    #[serde(default)]
    pub barred_from: Vec<Regiment>,
    /// Applications rejected since he last joined a regiment (-1 per two).
    #[serde(default)]
    pub rejections: u8,
    /// The last rejection: the month, the week and the regiment (only lower regiments may be
    /// tried the same week).
    #[serde(default)]
    pub last_rejection: Option<(Month, u8, Regiment)>,
    /// Weeks of duty excused this month (the month they were granted for).
    #[serde(default)]
    pub excused: Option<(Month, u8)>,
}

/// A mention in despatches: `points` a month from `from` for three months, then 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mention {
    pub from: Month,
    pub points: u8,
}

/// Why a brevet rank was given (000, Brevet Rank).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BrevetKind {
    /// His social level is below the new rank's minimum: permanent as soon as it is met.
    SocialLevel,
    /// General officer rank: for a year, extended by appointments.
    GeneralOfficer,
}

/// A brevet rank.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Brevet {
    /// The permanent rank under it (his slot in the regiment is kept).
    pub permanent: Rank,
    pub kind: BrevetKind,
    /// The last month it runs, unless made permanent or extended.
    pub until: Month,
}

/// Campaign service.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct CampaignService {
    /// The regiment he serves with (his own, a Frontier regiment or the RNHB).
    pub with: Regiment,
    /// He volunteered (out of the regular summer campaign, or to the Frontier).
    pub volunteer: bool,
    /// The first month of service (volunteers: at least one month).
    pub since: Month,
    /// The last month of service: the season's end.
    pub until: Month,
}

impl ServiceRecord {
    /// True when nothing is recorded (records are kept only when they say something).
    pub fn is_clean(&self) -> bool {
        *self == ServiceRecord::default()
    }
}
