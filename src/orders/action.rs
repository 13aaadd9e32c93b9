//! The actions a character can be ordered to take: every action the rule documents allow,
//! each a kind (`practice`, `visit_club`...) with its details. Long actions fill a week;
//! short ones do not (003, 1.0.3).

use crate::vocab::{Club, Rank, Regiment, Weapon};
use serde::{Deserialize, Serialize};

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// A night's gambling (000, Gambling): up to nine bets, each under the house limit; the
/// gambler cuts (withdraws for half) when the house rolls `cut_at` or more.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Gamble {
    pub bets: Vec<Bet>,
    /// Cut when the house rolls this or higher (e.g. 6: "cut if the house rolls a 6").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cut_at: Option<u8>,
}

/// One bet, in crowns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bet {
    pub crowns: u32,
}

/// The name an order and the ledger give the moneylender, where a creditor is named by a
/// string ("repay the moneylender").
pub const MONEYLENDER: &str = "moneylender";

/// From whom money is borrowed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "lender", rename_all = "snake_case")]
pub enum Lender {
    /// Another player's character (no interest; repayment demandable after 3 months).
    Character { name: String },
    /// A moneylender (10% after six months; at most 100 x social level).
    Moneylender,
}

/// What a volunteer goes on campaign with (000, Volunteers).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Volunteer {
    /// His own unit (battalion, regiment or brigade he commands).
    OwnUnit,
    /// A Frontier regiment.
    Frontier,
    /// The Royal North Highland Borderers.
    Rnhb,
}

/// The cause given for a challenge (000, Cause for duels; 003's insults).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Cause {
    /// His regiment is an enemy of ours.
    EnemyRegiment,
    /// He courted (or trifled with) my mistress.
    Mistress,
    /// He insulted me or a friend.
    Insult,
    /// We court the same lady.
    RivalSuitor,
    /// A noble and a non-noble four or more levels above.
    Rank,
    /// As written; the rules judge it.
    Other { text: String },
}

/// Where a theatre-goer sits (003, 3.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Seat {
    Stalls,
    Box,
}

/// How a favour is used (000, Influence).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FavourUse {
    /// The favour's class (1-9).
    pub class: u8,
    /// On whose decision or on what ("the Colonel of the 69th", "my application").
    pub on: String,
    /// For or against.
    pub decision: Decision,
    /// Whom it helps or hinders; `None`: himself.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub whom: Option<String>,
}

/// A bribe (003, 5.2): money given to a non-player's office, which may stand for a favour of
/// the class it buys.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bribe {
    /// The sum given.
    pub crowns: u32,
    /// To whom, on whose decision or on what ("the Colonel of the 69th", "my application").
    pub on: String,
    /// For or against.
    pub decision: Decision,
    /// Whom it helps or hinders; `None`: himself.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub whom: Option<String>,
}

/// For or against.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    For,
    Against,
}

/// What a conditional order depends on, as players write them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "condition", rename_all = "snake_case")]
pub enum Condition {
    /// "if Juliette accepts", "si acepta".
    Accepts { whom: String },
    /// "if the play is good": the Théâtre Royale's quality (003, 3.4).
    PlayIsGood,
    /// "if my endurance is below half".
    EnduranceBelowHalf,
    /// "if challenged by X".
    ChallengedBy { whom: String },
    /// "if I won her" / "if the courting succeeds".
    CourtingSucceeded { lady: String },
}

/// One thing a character does in a week.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Action {
    /// Practise with a weapon at a fencing school (long). `None`: the regiment's weapon.
    Practice {
        #[serde(default)]
        weapon: Option<Weapon>,
    },
    /// Visit a club (long): one's own when `club` is `None`, or a named one (as a member, or
    /// as the guest of `host`), carousing, gambling, with guests or one's mistress.
    VisitClub {
        #[serde(default)]
        club: Option<Club>,
        #[serde(default)]
        carouse: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        host: Option<String>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        guests: Vec<String>,
        #[serde(default, skip_serializing_if = "is_false")]
        with_mistress: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        gamble: Option<Gamble>,
    },
    /// Join a club (short).
    JoinClub { club: Club },
    /// Resign from one's club (short).
    ResignClub,
    /// Visit a bawdyhouse (long): carouse, female companionship, gambling with the crowns he
    /// carries (stated in advance; no credit).
    VisitBawdyhouse {
        #[serde(default)]
        carouse: bool,
        #[serde(default)]
        companionship: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        gamble: Option<Gamble>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        crowns_carried: Option<u32>,
    },
    /// Court a lady (long), optionally paying `extra_gifts` further lots of 3 x her SL for +1 each.
    Court {
        lady: String,
        #[serde(default, skip_serializing_if = "is_zero")]
        extra_gifts: u8,
    },
    /// Visit one's mistress (long).
    VisitMistress,
    /// A week of regimental duty (long).
    RegimentalDuty,
    /// Ask to be excused a week of duty (short), optionally with a favour.
    ExcuseDuty {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        favour: Option<FavourUse>,
    },
    /// Apply to a regiment (short), optionally buying a rank up to Major.
    ApplyRegiment {
        regiment: Regiment,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rank: Option<Rank>,
    },
    /// Buy a rank in one's regiment (short).
    BuyRank { rank: Rank },
    /// Buy horses and equipment (short).
    BuyHorse {
        #[serde(default = "one")]
        count: u8,
    },
    /// Hire a groom (short).
    HireGroom,
    /// Buy a pistol at the price list's price (short; 003, 2.0.3 and 8.9).
    BuyPistol,
    /// Practise with his pistol (long; 003, 8.9.2): as a blade costs, and two status points
    /// a week besides.
    #[serde(rename = "practice_pistol")]
    PractisePistol,
    /// Volunteer for a campaign (short).
    Volunteer { with: Volunteer },
    /// Seek an appointment (short): the post as written ("Brigadier of the Brigade of
    /// Guards", "Inspector-General of Cavalry"), matched against the game's posts by the rules.
    SeekAppointment { post: String },
    /// Challenge someone to a duel (short), with the cause.
    Challenge {
        whom: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cause: Option<Cause>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        weapon: Option<Weapon>,
    },
    /// Accept a challenge (from `whom`, or any).
    AcceptChallenge {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        whom: Option<String>,
    },
    /// Decline a challenge.
    DeclineChallenge {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        whom: Option<String>,
    },
    /// Apologise (short), published in the newspaper.
    Apologise { whom: String },
    /// Insult someone publicly (short; 003, 7.1: insults are made before all Paris, on the
    /// game's list): he has cause to challenge, and under 003's rules must, unless the
    /// insulter is beneath his notice (7.1.3).
    Insult { whom: String },
    /// Lend money to another character (short).
    Lend { whom: String, crowns: u32 },
    /// Borrow money (short).
    Borrow {
        #[serde(flatten)]
        from: Lender,
        crowns: u32,
    },
    /// Repay a debt (short); `None`: all of it.
    Repay {
        whom: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        crowns: Option<u32>,
    },
    /// Demand repayment of a loan (short).
    DemandRepayment { whom: String },
    /// Use a favour (short).
    UseFavour(FavourUse),
    /// Bribe a non-player's office (short; 003, 5.2).
    Bribe(Bribe),
    /// Trade five expertise for one strength (short, irreversible).
    TradeExpertise {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        weapon: Option<Weapon>,
    },
    /// Rest (long): do nothing, recover.
    Rest,
    /// The Théâtre Royale (long; 003): stalls or a box with up to six guests.
    Theatre {
        seat: Seat,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        guests: Vec<String>,
    },
    /// The Grand Casino (long; 003).
    Casino {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        gamble: Option<Gamble>,
    },
    /// Become a member of the Grand Casino (short; 003, 3.3.5).
    JoinCasino,
    /// A tavern (long; 003).
    Tavern {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
        #[serde(default)]
        carouse: bool,
        /// Dice, "sin límite de cantidades apostadas ni divisor de juego" (3.2.1).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        gamble: Option<Gamble>,
        /// What he takes to the docks: what the pickpockets take (3.2.1).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        crowns_carried: Option<u32>,
    },
    /// Follow a lady discreetly to where she goes (long; 003, 4.1.6).
    FollowLady { lady: String },
    /// Propose marriage (long; 003, 4.4).
    Propose { lady: String },
    /// Give a lady (or anyone) a gift worth `crowns` (short; 003's sample: "llevo un ramo de
    /// rosas valorado en 30 coronas"). `whom`: `None` when not said (the lady courted that
    /// week); `what`: the gift as written.
    Gift {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        whom: Option<String>,
        crowns: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        what: Option<String>,
    },
    /// A party at his residence (long; 003, 4.7): a married man's, prepared the week before,
    /// for the guests named (ladies among them).
    GiveParty {
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        guests: Vec<String>,
    },
    /// Invite someone to come to one's club (or `club`) in week `week` (short; 003's sample:
    /// "la invito la tercera semana a venir a mi club").
    Invite {
        whom: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        week: Option<u8>,
        #[serde(default)]
        club: Option<Club>,
    },
    /// A conditional order: `then` if the condition holds, else `otherwise`.
    If {
        #[serde(flatten)]
        condition: Condition,
        then: Vec<Action>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        otherwise: Vec<Action>,
    },
}

fn one() -> u8 {
    1
}

impl Action {
    /// The action's kind as it appears in JSON (`practice`, `visit_club`...).
    pub fn kind(&self) -> &'static str {
        match self {
            Action::Practice { .. } => "practice",
            Action::VisitClub { .. } => "visit_club",
            Action::JoinClub { .. } => "join_club",
            Action::ResignClub => "resign_club",
            Action::VisitBawdyhouse { .. } => "visit_bawdyhouse",
            Action::Court { .. } => "court",
            Action::VisitMistress => "visit_mistress",
            Action::RegimentalDuty => "regimental_duty",
            Action::ExcuseDuty { .. } => "excuse_duty",
            Action::ApplyRegiment { .. } => "apply_regiment",
            Action::BuyRank { .. } => "buy_rank",
            Action::BuyHorse { .. } => "buy_horse",
            Action::HireGroom => "hire_groom",
            Action::BuyPistol => "buy_pistol",
            Action::PractisePistol => "practice_pistol",
            Action::Volunteer { .. } => "volunteer",
            Action::SeekAppointment { .. } => "seek_appointment",
            Action::Challenge { .. } => "challenge",
            Action::AcceptChallenge { .. } => "accept_challenge",
            Action::DeclineChallenge { .. } => "decline_challenge",
            Action::Apologise { .. } => "apologise",
            Action::Insult { .. } => "insult",
            Action::Lend { .. } => "lend",
            Action::Borrow { .. } => "borrow",
            Action::Repay { .. } => "repay",
            Action::DemandRepayment { .. } => "demand_repayment",
            Action::UseFavour(_) => "use_favour",
            Action::Bribe(_) => "bribe",
            Action::TradeExpertise { .. } => "trade_expertise",
            Action::Rest => "rest",
            Action::Theatre { .. } => "theatre",
            Action::Casino { .. } => "casino",
            Action::Tavern { .. } => "tavern",
            Action::JoinCasino => "join_casino",
            Action::FollowLady { .. } => "follow_lady",
            Action::Propose { .. } => "propose",
            Action::Gift { .. } => "gift",
            Action::Invite { .. } => "invite",
            Action::GiveParty { .. } => "give_party",
            Action::If { .. } => "if",
        }
    }

    /// Long actions fill the week; a week holds at most one. A conditional order is long
    /// when either branch is.
    pub fn is_long(&self) -> bool {
        match self {
            Action::If {
                then, otherwise, ..
            } => then.iter().chain(otherwise).any(Action::is_long),
            Action::Practice { .. }
            | Action::PractisePistol
            | Action::VisitClub { .. }
            | Action::VisitBawdyhouse { .. }
            | Action::Court { .. }
            | Action::VisitMistress
            | Action::RegimentalDuty
            | Action::Rest
            | Action::Theatre { .. }
            | Action::Casino { .. }
            | Action::Tavern { .. }
            | Action::FollowLady { .. }
            | Action::Propose { .. }
            | Action::GiveParty { .. } => true,
            _ => false,
        }
    }
}

/// An order for the whole month.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum MonthlyOrder {
    /// Spend 3 x SL on support instead of 2 x SL, for +1 status point.
    ConspicuousConsumption,
    /// On campaign: add `modifier` to the death roll needed, running away (000, Poltroonery).
    Poltroonery { modifier: u8 },
    /// On campaign: subtract `modifier` from the roll needed, playing hero (000, Reckless
    /// Bravery).
    RecklessBravery { modifier: u8 },
    /// A player commanding a regiment decides its applicants (Regimental Table A: "player
    /// colonels decide instead" of the roll): admit or refuse `whom`, or every applicant
    /// this month when `None`.
    Admissions {
        decision: Decision,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        whom: Option<String>,
    },
    /// Hire a second for the month's duels (003, 7.2.3: for crowns equal to his social
    /// level): a man with a second cannot have his surrender refused (7.2.2, 8.3.1).
    HireSecond,
    /// Keep a house of this class from this month on (003, 4.5), paid each month.
    Residence {
        residence: crate::tables::residences::Residence,
    },
    /// He means to get his lady with child this month (003, 4.3.1: "se incrementa si el
    /// jugador manifiesta que su intención es provocar el embarazo").
    TryForAChild,
    /// He pays a physician to cure his venereal disease this month (003, after 3.4).
    SeekTreatment,
    /// He carries his loaded pistol this month (003, 8.9.3: "no la lleva consigo a menos que lo
    /// indique expresamente"), and fires it if he is set upon.
    CarryPistol,
    /// Petition the Field Marshal to send `regiment`, not going on the summer campaign, in
    /// place of `replaces`, which is going (000, Substitutions).
    Petition {
        regiment: Regiment,
        replaces: Regiment,
    },
}

impl MonthlyOrder {
    /// The order's kind, as its JSON and the templates name it.
    pub fn kind(&self) -> &'static str {
        match self {
            MonthlyOrder::ConspicuousConsumption => "conspicuous_consumption",
            MonthlyOrder::Poltroonery { .. } => "poltroonery",
            MonthlyOrder::RecklessBravery { .. } => "reckless_bravery",
            MonthlyOrder::Admissions { .. } => "admissions",
            MonthlyOrder::HireSecond => "hire_second",
            MonthlyOrder::Residence { .. } => "residence",
            MonthlyOrder::TryForAChild => "try_for_a_child",
            MonthlyOrder::CarryPistol => "carry_pistol",
            MonthlyOrder::SeekTreatment => "seek_treatment",
            MonthlyOrder::Petition { .. } => "petition",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A monthly order's kind is the name its JSON gives it.
    #[test]
    fn a_monthly_orders_kind_is_its_json_name() {
        let orders = [
            MonthlyOrder::ConspicuousConsumption,
            MonthlyOrder::Poltroonery { modifier: 1 },
            MonthlyOrder::RecklessBravery { modifier: 1 },
            MonthlyOrder::Admissions {
                decision: Decision::For,
                whom: None,
            },
            MonthlyOrder::HireSecond,
            MonthlyOrder::Residence {
                residence: crate::tables::residences::Residence::Flat,
            },
            MonthlyOrder::TryForAChild,
            MonthlyOrder::CarryPistol,
            MonthlyOrder::SeekTreatment,
            MonthlyOrder::Petition {
                regiment: Regiment::RoyalFootGuards,
                replaces: Regiment::Arquebusiers69th,
            },
        ];
        for order in orders {
            let json = serde_json::to_value(&order).unwrap();
            assert_eq!(json["kind"], order.kind(), "{order:?}");
        }
    }
}
