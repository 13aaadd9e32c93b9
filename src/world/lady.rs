//! The ladies of Paris: the game's mistresses (000, Female Companionship).

use serde::{Deserialize, Serialize};

use super::{CharacterId, LadyId};
use crate::calendar::Month;

/// A lady, rolled at game creation: 3d6 social level and, on a 1-2 each, beauty, influence
/// and wealth.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lady {
    pub id: LadyId,
    pub name: String,
    pub social_level: u8,
    pub beautiful: bool,
    pub influential: bool,
    pub wealthy: bool,
    /// Her lover, if she has one.
    #[serde(default)]
    pub lover: Option<CharacterId>,
    /// A titled lady (003, 6.0: a Dame or above): her ring costs double, her marriage needs
    /// the King's leave and her dowry is larger (003, 4.4). Given by the GM (the cast), not
    /// rolled.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub titled: bool,
    /// Her title, when the GM names it (a Baronne, a Comtesse): the King's leave is reckoned
    /// from its social level (003, 4.4.3). `titled` with no title: a titled lady of a title
    /// the cast does not say.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<crate::tables::titles::NobleTitle>,
    /// Her pregnancy and her confinement (003, 4.3).
    #[serde(default, skip_serializing_if = "Motherhood::is_empty")]
    pub motherhood: Motherhood,
    /// Infected by a lover (003, after 3.4), she passes the disease on through this month.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub infectious_until: Option<crate::calendar::Month>,
    /// Married, the months her husband spent no week with her (003, 4.5.1: "Cada vez que no
    /// se cumpla este requisito, la dama tendrá un +1 al dado cuando la corteje otro
    /// caballero"). Whether a month in her company wipes it is `[house_rules.family]
    /// neglect_forgiven`.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub neglected: u8,
    /// Her secret lover (003, 4.6): she is another's wife, or he is another's husband.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paramour: Option<CharacterId>,
    /// A wife who learnt of her husband's infidelity refuses him her company, her influence
    /// and her gifts through this month (003, 4.6.4: "durante seis meses").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refuses_until: Option<Month>,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl Lady {
    /// A lady of `social_level`, neither beautiful, influential, wealthy nor titled, with no
    /// lover: what a cast or a case then says of her.
    pub fn named(name: &str, social_level: u8) -> Lady {
        Lady {
            id: LadyId::from_name(name),
            name: name.to_string(),
            social_level,
            beautiful: false,
            influential: false,
            wealthy: false,
            lover: None,
            titled: false,
            title: None,
            motherhood: Motherhood::default(),
            infectious_until: None,
            neglected: 0,
            paramour: None,
            refuses_until: None,
        }
    }
}

/// A lady's pregnancy, her last lying-in, and whether she left Paris for it (003, 4.3).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Motherhood {
    /// The child she is expecting.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expecting: Option<Pregnancy>,
    /// The month she last gave birth: she keeps to the house a month after it (4.3.4).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub delivered: Option<Month>,
    /// Unwed five months after the conception, she left Paris and the game (4.3.3).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub left_paris: bool,
}

impl Motherhood {
    fn is_empty(&self) -> bool {
        *self == Motherhood::default()
    }
}

/// A child conceived: the father, the month, and whether the wedding came too late (4.3.2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pregnancy {
    pub father: CharacterId,
    pub conceived: Month,
    /// The father already paid for a wedding not held within the term.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub overdue: bool,
}
