//! A player's character: his birth, abilities, purse, standing and attachments.

use crate::calendar::Month;
use crate::vocab::{Club, Rank, Regiment, Weapon};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

use super::{Birth, CharacterId, LadyId};
use crate::tables::titles::NobleTitle;

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// A character of the game, as he stands between two months.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Character {
    pub id: CharacterId,
    pub name: String,
    /// The player's registered email address.
    pub player: String,
    pub birth: Birth,
    pub social_level: u8,
    /// The status points of the last month resolved (they are dropped at each month's end;
    /// kept here so the status sheet can show them).
    pub status_points: i32,
    pub crowns: i64,
    /// Crowns received from the family at the start of every month.
    pub allowance: i64,
    pub abilities: Abilities,
    /// Endurance now (below `abilities.endurance` when wounded; zero or below is death).
    pub current_endurance: i32,
    pub military_ability: u8,
    /// Expertise gained per weapon by practice and victories, over the base expertise.
    #[serde(default)]
    pub weapons: BTreeMap<Weapon, WeaponSkill>,
    #[serde(default)]
    pub commission: Option<Commission>,
    #[serde(default)]
    pub club: Option<Membership>,
    /// Clubs he resigned from, and the first month he may rejoin.
    #[serde(default)]
    pub club_bans: BTreeMap<Club, Month>,
    #[serde(default)]
    pub mistress: Option<LadyId>,
    /// When the affair with his mistress began (her favours come once a year of it).
    #[serde(default)]
    pub affair_since: Option<Month>,
    #[serde(default)]
    pub favours: Vec<Favour>,
    #[serde(default)]
    pub debts: Vec<Debt>,
    /// Disgraced for a debt he could not pay: serving on the Frontier until he pays; holds
    /// the commission to return to.
    #[serde(default)]
    pub disgrace: Option<Option<Commission>>,
    /// Consecutive months without female companionship so far.
    #[serde(default)]
    pub months_without_companionship: u8,
    #[serde(default = "alive")]
    pub alive: bool,
    /// Membership of the Grand Casino (003, 3.3.5).
    #[serde(default)]
    pub casino: Option<CasinoMembership>,
    /// He lost the right to be a member of the Casino, for good.
    #[serde(default)]
    pub casino_barred: bool,
    /// Laid up by a grave wound (003, 8.8.2) until this month begins: no fencing, drinking,
    /// duelling or campaigning meanwhile.
    #[serde(default)]
    pub laid_up_until: Option<Month>,
    /// A wound from a duel, healing week by week.
    #[serde(default)]
    pub wound: Option<Wound>,
    /// The last month of the season whose favour for social level he has received ("once
    /// each season", 000); `None` before his first, which comes in his first month however
    /// late in its season. A character stored before this was kept reads as having had his
    /// (`had_before_records`), so he receives the next at a season's start as before.
    #[serde(default = "had_before_records")]
    pub season_favour: Option<Month>,
    /// His promise of marriage, and then his marriage (003, 4.4).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub marriage: Option<Marriage>,
    /// The house he keeps (003, 4.5), paid each month; `None`: lodgings that cost nothing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub residence: Option<crate::tables::residences::Residence>,
    /// His children (003, 4.3.5), eldest first: kept each month, and a pride for three.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub children: Vec<Child>,
    /// Insults he must answer with a challenge (003, 7.1.5), oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub affronts: Vec<Affront>,
    /// His pistol (003, 8.9), if he bought one, and his practice with it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pistol: Option<WeaponSkill>,
    /// The month he caught a venereal disease (003, after 3.4), while it is not treated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub infected: Option<Month>,
    /// His secret affair (003, 4.6): another's wife, or a lady courted while he is married.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paramour: Option<LadyId>,
    /// Titles the King granted him (003, 6.0), in the order granted; a title inherited by a
    /// noble orphan is his `birth`'s.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub titles: Vec<NobleTitle>,
    /// Deeds that made him worthy of a title so far (`rules::titles`: each after the first
    /// makes the King's die easier by one).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub title_claims: u8,
    /// Titles granted whose status points are still to count: at his first month's end in
    /// Paris (6.0.3: "o el primer mes que estén en París").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub titles_uncelebrated: Vec<NobleTitle>,
    /// His lands, when the GM has declared them invaded, or recovered since the last month
    /// (003, 6.0.6).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lands: Option<Lands>,
}

/// A nobleman's lands in enemy hands (003, 6.0.6: "en caso de que las tierras de un noble sean
/// invadidas por tropas enemigas"), as the GM declares them: the game plays no invasions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "lands", rename_all = "snake_case")]
pub enum Lands {
    /// Held by the enemy since the month the GM declared it: no pension, and the title's
    /// status points lost each month he is in Paris.
    Invaded { since: Month },
    /// Recovered since the last month: the month says so once, and the lands are his again.
    Recovered,
}

/// An insult he must answer (003, 7.1.5): "el ofendido deberá escribir un mensaje de reto
/// público ... o de lo contrario afrontar la pérdida de puntos de status por cobarde ... cada
/// mes, acumulativa durante tres meses, hasta que se lance el reto".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Affront {
    /// The insulter.
    pub by: CharacterId,
    /// The month of the insult.
    pub since: Month,
    /// Months he has paid for it so far.
    pub months: u8,
    /// Kept by the insulter himself, who declined the challenge of `by`, the man he insulted
    /// (003, 7.1.5: "el ofensor debe a su vez aceptar el duelo ... o, a su vez, afrontar
    /// dicha pérdida"; `[house_rules.honour] insulter_declines = "monthly"`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub declined: bool,
}

/// A child of his (003, 4.3.5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Child {
    pub mother: LadyId,
    pub born: Month,
    pub sex: crate::tables::family::Sex,
}

/// A lady who accepted his proposal (003, 4.4.1), the King's leave when she is titled
/// (4.4.3), and the wedding.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Marriage {
    pub lady: LadyId,
    /// The month she accepted him: the wedding is announced a month ahead (4.4.2).
    pub accepted: Month,
    /// The King's leave: needed for a titled lady, granted once (4.4.3).
    pub leave: bool,
    /// The month of the wedding; `None` while they are engaged.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wed: Option<Month>,
}

/// A member of the Grand Casino: since when, and months in a row he has not been.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct CasinoMembership {
    pub since: Month,
    pub months_absent: u8,
}

/// A duel's wound (000, Recovery): endurance after the duel, what was lost, weeks healed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Wound {
    pub after_duel: i32,
    pub lost: i32,
    pub weeks: u32,
}

fn alive() -> bool {
    true
}

/// See `Character::season_favour`: a season long past.
fn had_before_records() -> Option<Month> {
    Some(Month::new(1, 1))
}

/// The four duelling abilities (000, Abilities): 3d6 each for strength, expertise and
/// constitution; endurance = constitution x strength.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Abilities {
    pub strength: u8,
    /// The base expertise, before any gains with a particular weapon.
    pub expertise: u8,
    pub constitution: u8,
    pub endurance: u16,
}

/// What a character has done with one weapon.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct WeaponSkill {
    /// Weeks of practice not yet turned into expertise (0 to 3).
    pub practice_weeks: u8,
    /// Expertise gained with this weapon.
    pub gained: u8,
}

impl WeaponSkill {
    /// Weeks of practice that make one point (000, Practice: "four weeks ... not necessarily
    /// consecutive"; 003, 8.9.2 the same for a pistol).
    pub const WEEKS_PER_POINT: u8 = 4;

    /// One more week of practice; true when it completes a point, gained.
    pub fn practise_week(&mut self) -> bool {
        self.practice_weeks += 1;
        let improved = self.practice_weeks >= Self::WEEKS_PER_POINT;
        if improved {
            self.practice_weeks = 0;
            self.gained += 1;
        }
        improved
    }
}

/// A place in a regiment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Commission {
    pub regiment: Regiment,
    pub rank: Rank,
    /// The month of his permanent rank (seniority).
    pub since: Month,
}

/// Membership of a club.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Membership {
    pub club: Club,
    pub since: Month,
}

/// A favour held (000, Influence): a class 1-9, where it came from, until when it keeps.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Favour {
    pub class: u8,
    pub from: String,
    /// The last month it may be used; `None`: indefinitely.
    pub expires: Option<Month>,
}

/// Money owed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Debt {
    /// A character's id, or "moneylender".
    pub creditor: String,
    pub amount: i64,
    pub since: Month,
    pub due: Month,
}

/// Who a character is when he enters the game: what the Birth Tables (or a demo's cast)
/// give him. See [`Character::entering`].
pub struct Entering {
    pub name: String,
    pub player: String,
    pub birth: Birth,
    pub social_level: u8,
    pub crowns: i64,
    pub allowance: i64,
    pub abilities: Abilities,
    pub military_ability: u8,
}

impl Character {
    /// A character entering the game: his birth, level, money and abilities, at full
    /// endurance, with no status points, weapon training, commission, club, mistress,
    /// favours, debts or wound yet.
    pub fn entering(e: Entering) -> Character {
        Character {
            id: CharacterId::from_name(&e.name),
            name: e.name,
            player: e.player,
            birth: e.birth,
            social_level: e.social_level,
            status_points: 0,
            crowns: e.crowns,
            allowance: e.allowance,
            current_endurance: i32::from(e.abilities.endurance),
            abilities: e.abilities,
            military_ability: e.military_ability,
            weapons: BTreeMap::new(),
            commission: None,
            club: None,
            club_bans: BTreeMap::new(),
            mistress: None,
            affair_since: None,
            favours: Vec::new(),
            debts: Vec::new(),
            disgrace: None,
            months_without_companionship: 0,
            alive: true,
            casino: None,
            casino_barred: false,
            laid_up_until: None,
            wound: None,
            season_favour: None,
            marriage: None,
            residence: None,
            children: Vec::new(),
            affronts: Vec::new(),
            pistol: None,
            infected: None,
            paramour: None,
            titles: Vec::new(),
            title_claims: 0,
            titles_uncelebrated: Vec::new(),
            lands: None,
        }
    }

    /// His titles (003, 6.0): a noble orphan's inherited one (6.0.5, on 003's ladder) first,
    /// then those the King granted, in order.
    pub fn titles_held(&self) -> impl Iterator<Item = NobleTitle> + '_ {
        let inherited = self.birth.title.filter(|_| self.birth.titled);
        inherited
            .map(NobleTitle::of_birth)
            .into_iter()
            .chain(self.titles.iter().copied())
    }

    /// His highest title, granted or inherited.
    pub fn highest_title(&self) -> Option<NobleTitle> {
        self.titles_held().max()
    }

    /// Expertise with a weapon: the base plus what was gained with it.
    pub fn expertise_with(&self, weapon: Weapon) -> u8 {
        self.abilities.expertise + self.weapons.get(&weapon).map_or(0, |w| w.gained)
    }

    /// Pistol mastery (003, 8.9.2), when he has a pistol. House rule (003 gives no starting
    /// mastery): the base expertise every weapon shares, plus what practice gained with it.
    pub fn pistol_mastery(&self) -> Option<u8> {
        self.pistol.map(|p| self.abilities.expertise + p.gained)
    }

    /// The regiment's weapon, if he has a regiment.
    pub fn regiment(&self) -> Option<Regiment> {
        self.commission.map(|c| c.regiment)
    }
}
