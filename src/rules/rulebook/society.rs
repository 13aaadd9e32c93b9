//! The house rules of Paris's society: clubs, company, gambling, ladies, family, influence
//! and disease.

use serde::{Deserialize, Serialize};

/// What becomes of a member who falls below his club's requirements. 000 sets the
/// requirements on applying ("Characters who meet the requirements of a club are
/// automatically made members on applying") and one condition for staying ("must pay their
/// dues in order to retain membership in good standing").
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MembersBelow {
    /// As 000 reads: the requirements are for joining, the dues for staying; he keeps his
    /// membership and its status points.
    #[default]
    Kept,
    /// House rule: at the next month's start, before his dues, he is struck from its rolls,
    /// as a man of his level applying would be refused; he may rejoin when he qualifies (no
    /// three months' wait: he did not resign).
    StruckOff,
}

/// Who counts as company at a club.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mingling {
    /// A host and each of his guests (000).
    #[default]
    HostsAndGuests,
    /// Every two characters at the same club in the same week who are not of enemy
    /// regiments (003, 3.1.3: "Si dos caballeros se encuentran en un club (y no son
    /// enemigos) ... da puntos de status a ambos").
    Everyone,
}

/// How a cut counts towards the week's stake.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CutStake {
    /// "A cut counts as half the amount originally bet" (000).
    #[default]
    Half,
    /// The whole bet counts (003's worked example: Pierre "ha arriesgado ... 425 Coronas"
    /// with a cut 150 among them).
    Full,
}

/// Where a lady spends the week (the reconstructed table of 003, 4.1.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Whereabouts {
    /// She does not leave her house: nobody opens to a stranger.
    Home,
    /// Mass at her parish.
    Church,
    /// A walk in the Tuileries.
    Promenade,
    /// The Théâtre Royale (003, 3.4).
    Theatre,
    /// A reception at a club of her social level.
    Salon,
    /// The Grand Casino (003, 3.3).
    Casino,
}

/// The house rules of pregnancies (`[house_rules.family]`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct FamilyRules {
    /// 003, 4.4: proposals, the King's leave, weddings and married life. Off (000 has none):
    /// a proposal is refused as not in this game.
    pub marriage: bool,
    /// 003, 4.3: a lady may conceive, and children are born. Off (000 has none).
    pub pregnancies: bool,
    /// House rule (4.3.1: "una pequeña posibilidad"): the least total of two dice on which a
    /// lady conceives in a month with a week in her lover's company.
    pub conception_on: u8,
    /// The same when his orders say he means to have a child ("se incrementa").
    pub intended_conception_on: u8,
    /// House rule (003, 4.5.1 says only that each month a husband spends no week with his
    /// wife gives another suitor +1): a month with a week in her company wipes the count.
    /// False: the count never falls.
    pub neglect_forgiven: bool,
    /// 003, 4.4.5: a groom must have a stag party before the wedding or lose 5 status
    /// points. House rule: a week of the wedding's month as a friend's guest at his club.
    /// False (000 has no weddings of its own): none is asked.
    pub stag_party: bool,
    /// 003, 4.4.6: the newly-weds receive status points "según la siguiente relación", a
    /// table lost. House rule: this many points for each social level of the bride, twice as
    /// many when she is rich or titled and three times both (as her dowry, 4.4.4). 0: none.
    pub wedding_status: u8,
    /// 003, 4.4.8: a husband whose month's status points reach four times the level he rises
    /// to raises his wife's level with his own (three times raise him alone). House rule: it
    /// is always tried (no order), and she never rises above his new level. False: never.
    pub wife_rises: bool,
    /// 003, 4.7.4: what a party's guests gain is lost. House rule: each guest who is a
    /// gentleman of the game gains this many status points.
    pub party_guest_status: u8,
    /// 003, 4.6.5 (a husband who learns of his wife's infidelity) is lost after its first
    /// words. House rule: each week her secret lover spends with her, one die; on this or
    /// more her husband learns of it (000's indiscretion, a 6): the affair ends, and the
    /// husband has a cause for a duel with the lover that week. 0: he never learns.
    pub husband_learns_on: u8,
    /// 003, 4.4.1: "Si la dama en cuestión está embarazada, es casi seguro que aceptará la
    /// proposición." House rule: a lady with child accepts on any die but a 1 (a 1 always
    /// refuses). False: her condition changes nothing.
    pub pregnant_accepts: bool,
    /// 003, 4.5.1: a married man "debe pagar una residencia para vivir juntos"; it does not
    /// say what befalls one who does not. House rule (in a game with residences): each month
    /// he ends with no house of his (a garret is none), his wife counts a month neglected,
    /// as by a month without his company: +1 to another gentleman courting her. False: none.
    pub unhoused_wife_neglected: bool,
}

impl Default for FamilyRules {
    fn default() -> Self {
        FamilyRules {
            marriage: false,
            pregnancies: false,
            conception_on: 12,
            intended_conception_on: 10,
            neglect_forgiven: false,
            stag_party: false,
            wedding_status: 0,
            wife_rises: false,
            party_guest_status: 1,
            husband_learns_on: 0,
            pregnant_accepts: true,
            unhoused_wife_neglected: true,
        }
    }
}

/// The house rules of titles (`[house_rules.titles]`, 003, 6.0; 000: "with one exception -
/// see Titles"). 6.0.1-6.0.2, which said what makes a man worthy of a title and how the King
/// decides, are lost from 003 (its 6.0 opens at 6.0.3), and 000 keeps only the reference.
/// House rule, read from the same table's other printings: a man qualifies by a mention in
/// despatches from his second on, by a result of 1 in command of a unit in battle, or by a
/// result three better than his immediate superior's; the King then grants the title on a 6
/// on one die, +1 for every three levels above the title's minimum, and each time after the
/// first that he qualifies the die needed falls by one (cumulative).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TitleRules {
    /// The King grants titles. Off: deeds earn none.
    pub granted: bool,
    /// The least roll of the King's die (before the easing for earlier claims).
    pub needed: u8,
    /// +1 to the die for every this many levels above the title's minimum (0: never).
    pub levels_per_bonus: u8,
    /// The mention in despatches that first qualifies (2: "mentioned twice"); every later
    /// one qualifies too.
    pub mentions: u8,
    /// A commander whose result is this much better than his immediate superior's
    /// qualifies (a result of 1 always does).
    pub better_than_superior: u8,
    /// 003, 6.0.6: the status points a man whose lands are invaded loses each month, "igual
    /// a los que recibió al ser nombrado". House rule for a man of several titles: his
    /// highest's, whose lands they are, or every title's.
    pub invaded_loss: InvadedLoss,
}

/// Whose points a nobleman loses while his lands are held (`TitleRules::invaded_loss`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InvadedLoss {
    /// His highest title's points.
    #[default]
    Highest,
    /// Every title's, added up (as the pensions are).
    Every,
}

impl Default for TitleRules {
    fn default() -> Self {
        TitleRules {
            granted: true,
            needed: 6,
            levels_per_bonus: 3,
            mentions: 2,
            better_than_superior: 3,
            invaded_loss: InvadedLoss::Highest,
        }
    }
}

/// The house rules of influence (`[house_rules.influence]`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct InfluenceRules {
    /// 003, 5.2: bribes. Off (000 has none): the order is refused, and costs nothing.
    pub bribes: bool,
    /// House rule (003, 5.2.3 says only "¡Denunciado al Comisionado de Seguridad Pública!"):
    /// what a briber denounced loses besides his money.
    pub bribe_denounced: Denounced,
}

/// The house rules of venereal disease (`[house_rules.disease]`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DiseaseRules {
    /// 003: professional company may infect. Off (000 has none).
    pub venereal: bool,
    /// House rule: the least total of two dice that infects (12: one chance in 36).
    pub infected_on: u8,
    /// House rule ("una cantidad ... que el árbitro indicará"): the cure's price, a social
    /// level.
    pub treatment_per_level: u32,
    /// 003: "a partir de los tres meses" the untreated disease costs endurance.
    pub worsens_from_month: i32,
    /// 003: an infected lady passes it on "en un período de tres meses".
    pub lady_infectious_months: i32,
}

impl Default for DiseaseRules {
    fn default() -> Self {
        DiseaseRules {
            venereal: false,
            infected_on: 12,
            treatment_per_level: 10,
            worsens_from_month: 3,
            lady_infectious_months: 3,
        }
    }
}

/// What a briber denounced loses besides his money (a house rule; 003 does not say).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Denounced {
    /// Status points equal to his social level: a public scandal, priced as 003 prices an
    /// apology refused before all Paris (7.1.10: twice the half level declining costs).
    #[default]
    SocialLevel,
    /// Half his social level in status points, as declining a challenge costs (7.1.5).
    HalfSocialLevel,
    /// Only the money: the GM rules the rest by hand.
    Nothing,
}

/// The reconstructed table, die 1 to 6.
pub const DEFAULT_TABLE: [Whereabouts; 6] = [
    Whereabouts::Home,
    Whereabouts::Church,
    Whereabouts::Promenade,
    Whereabouts::Theatre,
    Whereabouts::Salon,
    Whereabouts::Casino,
];
