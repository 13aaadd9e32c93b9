//! Events: what happened in a month, and why. The only output of the rules besides the next
//! world. The player's result, the newspaper and the GM report are views of these.

pub mod army;

use crate::calendar::Month;
use crate::tables::titles::NobleTitle;
use crate::vocab::{Brigade, Club, Rank, Regiment, Weapon};
use crate::world::{CharacterId, LadyId};
pub use army::{ArmyEvent, ArmyRefusal, ArmySource};
use serde::{Deserialize, Serialize};

/// One thing that happened to someone, in a week or at the month's turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    /// The week (1 to 4); `None` for the month's beginning or end.
    pub week: Option<u8>,
    /// Whom it concerns; `None` for the world at large.
    pub who: Option<CharacterId>,
    pub what: Happening,
}

/// Where gambling, drinking and company happen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(tag = "venue", rename_all = "snake_case")]
pub enum Venue {
    Club {
        club: Club,
    },
    Bawdyhouse,
    /// A tavern of the docks (003, 3.2).
    Tavern,
    /// The Grand Casino (003, 3.3).
    Casino,
}

/// Where crowns or status points came from or went to: a line of the status sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "source", rename_all = "snake_case")]
pub enum Source {
    Allowance,
    Pay {
        regiment: Regiment,
        rank: Rank,
    },
    RegimentalStatus {
        regiment: Regiment,
        rank: Rank,
    },
    Support,
    ConspicuousConsumption,
    ClubDues {
        club: Club,
    },
    ClubMembership {
        club: Club,
    },
    Carousing,
    Practice {
        weapon: Weapon,
    },
    /// A pistol bought, or a week's practice with it (003, 8.9.2).
    Pistol,
    /// A physician's cure for the pox (003, after 3.4).
    Treatment,
    Courting {
        lady: LadyId,
    },
    Mistress {
        lady: LadyId,
    },
    MistressSupport {
        lady: LadyId,
    },
    MistressGifts {
        lady: LadyId,
    },
    MistressRank {
        lady: LadyId,
    },
    MistressBeauty {
        lady: LadyId,
    },
    Companionship,
    NoCompanionship {
        months: u8,
    },
    /// Being a guest at a club above his own reach (Toadying).
    GuestAt {
        club: Club,
    },
    /// The company of another character at a club (Toadying; 003's mingling).
    Company {
        with: CharacterId,
    },
    /// The bets themselves.
    Gambling {
        venue: Venue,
    },
    /// The week's stake over the divisor.
    GamblingStake {
        venue: Venue,
    },
    /// Footpads or pickpockets.
    Robbed {
        venue: Venue,
    },
    /// A night at the Théâtre Royale (003, 3.4): the seat, and the play's reception.
    Theatre,
    /// Being seen at the Grand Casino (003, 3.3).
    CasinoVisit,
    /// A loan given or received, or repaid.
    Loan {
        with: String,
    },
    /// Interest to a moneylender.
    Interest,
    /// Duelling Table D, after a duel with `opponent`.
    Duel {
        opponent: CharacterId,
        reason: crate::rules::duel::StatusReason,
    },
    /// The ring of a proposal (003, 4.4.1).
    Ring {
        lady: LadyId,
    },
    /// A proposal refused: the public humiliation (003, 4.4.2).
    Proposal {
        lady: LadyId,
    },
    /// A wedding without a stag party (003, 4.4.5).
    NoStagParty,
    /// The bride's dowry (003, 4.4.4).
    Dowry {
        lady: LadyId,
    },
    /// A party at his residence: its cost, and his status (003, 4.7).
    Party,
    /// A guest at a party (003, 4.7.4, lost; house rule).
    PartyGuest {
        host: CharacterId,
    },
    /// The wedding and its reception: the newly-weds' status (003, 4.4.6).
    Wedding {
        lady: LadyId,
    },
    /// Withdrawing from a lady's door in favour of a lower rival.
    Withdrawal {
        lady: LadyId,
    },
    /// A challenge refused with cause (half his social level), or the challenger's gain.
    Challenge {
        with: CharacterId,
        refused: bool,
    },
    /// An apology in an affair with `with` (003, 7.1.9-7.1.10): `offered` by him or to him;
    /// accepted, it counts as a duel he lost (or won); refused, twice what declining costs.
    Apology {
        with: CharacterId,
        accepted: bool,
        offered: bool,
    },
    /// The terms of a duel (003, 7.1.8): the challenger who `refused` the weapon `with` set
    /// loses what declining costs; `with` gains what meeting a man who declines gives.
    Terms {
        with: CharacterId,
        refused: bool,
    },
    /// An insult by `by` left unanswered a month (003, 7.1.5: half the social level).
    UnansweredInsult {
        by: CharacterId,
        /// His own insult, the challenge for it declined.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        declined: bool,
    },
    /// A second hired for the month's duels (003, 7.2.3: the social level in crowns).
    Second,
    /// A bribe given (003, 5.2), or the scandal of one denounced.
    Bribe,
    /// A child born to him, in its first months (003, 4.3.5).
    Child {
        sex: crate::tables::family::Sex,
    },
    /// His children's keeping (003, 4.3.5: his social level a month each).
    Children {
        count: u32,
    },
    /// The house he keeps (003, 4.5): its rent, and the status it brings.
    Residence {
        residence: crate::tables::residences::Residence,
    },
    /// A title granted (003, 6.0.3: its status points, once).
    Title {
        title: NobleTitle,
    },
    /// The pensions of the titles the King granted him (003, 6.0.3: "estas ganancias son
    /// acumulativas").
    Pension,
    /// His lands in enemy hands (003, 6.0.6): each month, the points `title` gave him.
    LandsInvaded {
        title: NobleTitle,
    },
    /// The army: commissions, horses, plunder, mentions, disgrace, brigade position.
    Army {
        army: ArmySource,
    },
}

/// A deed that may make a man worthy of a title (003, 6.0), as the army records it;
/// `rules::titles` judges which qualify.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "deed", rename_all = "snake_case")]
pub enum TitleDeed {
    /// Mentioned in despatches: his `mentions`th mention.
    Mentioned { mentions: u8 },
    /// Commanded a unit in battle: its result and his immediate superior's (1 is the best).
    Commanded { result: u8, superior: u8 },
}

/// What an order needed and he lacked: a club's, the Grand Casino's or the RNHB's
/// requirements. Data only: the templates word it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "needs", rename_all = "snake_case")]
pub enum Requirement {
    /// A social level of `at_least` or more.
    SocialLevel { at_least: u8 },
    /// An officer's commission in a regiment of `brigade` (a club's requirement).
    OfficerOf { brigade: Brigade },
    /// Not having lost the right to the Grand Casino's membership (003, 3.3.5).
    RightToMembership,
    /// An endurance of `at_least` (the RNHB).
    Endurance { at_least: u16 },
    /// An expertise of `at_least` (the RNHB).
    Expertise { at_least: u8 },
    /// A merit promotion or a mention in despatches (an officer in the RNHB).
    MeritPromotionOrMention,
    /// A military ability above `above` (an officer in the RNHB).
    MilitaryAbilityAbove { above: u8 },
}

/// What a roll that no other event carries was for (see `Happening::Rolled`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "chance", rename_all = "snake_case")]
pub enum Chance {
    /// Footpads outside a bawdyhouse (000: on a 6), pickpockets in a tavern (003, 3.2).
    Robbers {
        #[serde(flatten)]
        venue: Venue,
    },
    /// Courting `lady` while keeping a mistress, or while she has a lover: on a 6 it comes
    /// out (000, Courting).
    Indiscretion { lady: LadyId },
    /// A week with another man's wife, in secret: on the die her husband learns of it (003,
    /// 4.6.5, lost; house rule `husband_learns_on`).
    HusbandLearns { lady: LadyId },
    /// A month with his lady: she conceives on two dice (003, 4.3.1; `intended`: his orders
    /// said he meant it).
    Conception { lady: LadyId, intended: bool },
    /// Professional company: a venereal disease on two dice (003, after 3.4).
    Infection,
}

/// What this game's house rules leave out (`spanish_venues`).
pub type Absent = crate::vocab::SpanishVenue;

/// Why an order could not be carried out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum Refusal {
    /// He has not the crowns.
    CannotAfford { cost: i64, crowns: i64 },
    /// No such lady in Paris.
    UnknownLady { name: String },
    /// He belongs to no club.
    NoClub,
    /// Only members (or their guests) may visit.
    NotAMember { club: Club },
    /// The club's requirements he does not meet.
    ClubRequirement {
        club: Club,
        requirements: Vec<Requirement>,
    },
    /// He resigned from that club and may not rejoin before that month.
    ClubBanned { club: Club, until: Month },
    /// He is a member already.
    AlreadyMember { club: Club },
    /// He belongs to no regiment.
    NoRegiment,
    /// No such character in the game.
    UnknownCharacter { name: String },
    /// The host named is not at that club this week (or is no member of it).
    NoHost { host: String },
    /// Not open to him (the Casino needs social level 9).
    Barred { requirement: Requirement },
    /// A moneylender lends at most 100 x social level in all.
    OverTheLoanLimit { limit: i64, owed: i64 },
    /// He owes that person nothing.
    NoDebt { creditor: String },
    /// A loan may be called in only after three months: from that month.
    TooSoon { until: Month },
    /// He is laid up by a grave wound.
    LaidUp,
    /// The Casino needs at least one bet.
    NoBet,
    /// This venue is not in this game's house rules.
    NotInThisGame { what: Absent },
    /// Trading five expertise for strength would leave less than 1: he `has` this much.
    TooLittleExpertise { has: u8 },
    /// He holds no favour of that class, nor two of the class below.
    NoSuchFavour { class: u8 },
    /// He has no mistress.
    NoMistress,
    /// She is his mistress already.
    AlreadyHisMistress { lady: LadyId },
    /// One proposes to his own lady (003, 4.4.1): she is not his mistress.
    NotHisMistress { lady: LadyId },
    /// He is engaged to `lady` already, or (`wed`) married to her.
    Promised { lady: LadyId, wed: bool },
    /// The week was taken by regimental duty.
    OnDuty,
    /// "If Porthos accepts": a man, where only a lady is invited.
    NotALady { name: String },
    /// Hired seconds are not in this game's rules (003, 7.2).
    NoHiredSeconds,
    /// Bribes are not in this game's rules (003, 5.2).
    NoBribes,
    /// Residences are not in this game's rules (003, 4.5).
    NoResidences,
    /// Proposals and weddings are not in this game's rules (003, 4.4; 000 has none).
    NoMarriage,
    /// Following a lady is not in this game's rules (003, 4.1.6; 000 has none).
    NoFollowing,
    /// A party is a married man's (003, 4.7.1).
    NotMarried,
    /// A party is given at his residence, and he keeps none (003, 4.7.1).
    NoHouse,
    /// The week before a party is spent preparing it; his was taken by another order, or the
    /// party is in the first week (003, 4.7.1).
    PartyUnprepared,
    /// More gentlemen invited than his house holds (003, 4.5.2, 4.7.1).
    HouseTooSmall {
        residence: crate::tables::residences::Residence,
        room: u32,
        invited: usize,
    },
    /// Pregnancies are not in this game's rules (003, 4.3).
    NoPregnancies,
    /// Pistols are not in this game's rules (003, 8.9).
    NoPistols,
    /// Venereal disease is not in this game's rules (003, after 3.4).
    NoDiseases,
    /// He has no disease to treat.
    NotInfected,
    /// He has no pistol to practise with or to carry.
    NoPistol,
    /// He has a pistol already.
    HasPistol,
    /// A bribe below the least sum that buys a favour (003, 5.2.2: 75 crowns).
    BribeTooSmall { least: u32 },
    /// An army order refused (on campaign, no vacancy, social level...).
    Army { army: ArmyRefusal },
}

/// What happened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Happening {
    /// Crowns in (positive) or out (negative).
    Purse {
        crowns: i64,
        source: Source,
    },
    /// Status points gained or lost.
    Status {
        points: i32,
        source: Source,
    },
    /// No orders arrived: he spent the month quietly.
    NoOrders,
    /// A week with no action ordered.
    Idle,
    Rested,
    Practised {
        weapon: Weapon,
        /// Weeks of practice towards the next point (after this week).
        weeks: u8,
        /// True when this week completed four weeks: +1 expertise.
        improved: bool,
        expertise: u8,
    },
    /// A week's practice with his pistol (003, 8.9.2): its cost in status is a `Status` event.
    PractisedPistol {
        /// Weeks of practice towards the next point (after this week).
        weeks: u8,
        /// True when this week completed four weeks: +1 mastery.
        improved: bool,
        mastery: u8,
    },
    /// He caught a venereal disease (003, after 3.4): from the bawdyhouse's company (`roll`
    /// on two dice), or from a lady who carried it (`from`).
    Infected {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        roll: Option<u8>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from: Option<LadyId>,
    },
    /// He passed it to his lady, who carries it for three months.
    InfectedLady {
        lady: LadyId,
    },
    /// A physician cured him, for `crowns`.
    Cured {
        crowns: i64,
    },
    /// Untreated three months on, the disease wears him: endurance lost (one die).
    DiseaseWorsens {
        lost: i32,
        endurance: i32,
    },
    /// He bought a pistol (003, 2.0.3's price list).
    BoughtPistol {
        crowns: i64,
    },
    /// Set upon by footpads with his pistol loaded, he fired (003, 8.9.3-8.9.5): two dice
    /// (`dice`), his mastery's modifier and the house rule's for the circumstances. Hit or
    /// fatal, the footpads flee and he keeps his purse.
    FiredPistol {
        /// The footpads' die that set them on him.
        footpads: u8,
        dice: (u8, u8),
        modifier: i8,
        shot: crate::tables::pistols::Shot,
    },
    /// Five expertise traded for one strength.
    TradedExpertise {
        strength: u8,
    },
    JoinedClub {
        club: Club,
    },
    ResignedClub {
        club: Club,
    },
    VisitedClub {
        club: Club,
        caroused: bool,
    },
    VisitedBawdyhouse {
        caroused: bool,
        companionship: bool,
    },
    Courted {
        lady: LadyId,
        /// The die as rolled.
        roll: u8,
        /// Extra gifts bought (+1 each) and -1 for another's mistress.
        modifier: i32,
        /// The Mistress Courting Table's number for the difference in social level.
        needed: u8,
        won: bool,
    },
    /// He gave up his old mistress for a new one.
    LeftMistress {
        lady: LadyId,
    },
    VisitedMistress {
        lady: LadyId,
    },
    ServedDuty {
        regiment: Regiment,
        imposed: bool,
    },
    /// He invited a lady (to his box, to his club), and her answer: by the Mistress Courting
    /// Table's `roll` (none when she is his mistress and comes).
    Invited {
        lady: LadyId,
        accepted: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        roll: Option<u8>,
    },
    /// He challenged someone (000, Cause for duels; 003's challenges).
    Challenged {
        whom: CharacterId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cause: Option<crate::orders::Cause>,
    },
    /// He was challenged.
    ChallengeReceived {
        by: CharacterId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cause: Option<crate::orders::Cause>,
    },
    /// He declined a challenge; `free` when he could without loss (below half endurance,
    /// or, `beneath_notice`, the challenger was beneath it: `[house_rules.honour]`).
    DeclinedChallenge {
        by: CharacterId,
        free: bool,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        beneath_notice: bool,
    },
    /// He apologised, and the quarrel ends: at no cost (`accepted` none: the English game),
    /// or as 003 rules an apology accepted or refused (7.1.9-7.1.10).
    Apologised {
        to: CharacterId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        accepted: Option<bool>,
    },
    /// He answered the apology of `from` (003, 7.1.9: "no tienen por qué ser aceptadas").
    ApologyReceived {
        from: CharacterId,
        accepted: bool,
    },
    /// He insulted `whom` publicly (003, 7.1).
    Insulted {
        whom: CharacterId,
    },
    /// He was insulted publicly by `by`, and what it asks of him (003, 7.1.3-7.1.12).
    InsultReceived {
        by: CharacterId,
        standing: Affronted,
    },
    /// An insult by `by` still unanswered at the month's end, `months` months now (003,
    /// 7.1.5); `concluded` after the last: "el asunto ha concluido" (7.1.7).
    InsultUnanswered {
        by: CharacterId,
        months: u8,
        concluded: bool,
        /// His own insult of `by`, whose challenge he declined (003, 7.1.5: the insulter
        /// pays as the insulted does).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        declined: bool,
    },
    /// Challenging `with`, he refused the terms `with` set, his `weapon` (003, 7.1.8).
    RefusedTerms {
        with: CharacterId,
        weapon: Weapon,
    },
    /// He refused the surrender of `opponent`, who had no second, and fought on: a cad
    /// (bellaco), he falls to level `to` (003, 7.2.2).
    BecameCad {
        opponent: CharacterId,
        to: u8,
    },
    /// A duel fought, blow by blow; `side` is which of the record's two duellists he was.
    Fought {
        opponent: CharacterId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cause: Option<crate::orders::Cause>,
        side: crate::rules::duel::Side,
        record: Box<crate::rules::duel::DuelRecord>,
    },
    /// Killed in a duel.
    Died {
        by: CharacterId,
    },
    /// Gravely wounded (003, 8.8.2): laid up until that month.
    LaidUp {
        until: Month,
    },
    /// Disgraced by a duel: fighting his own regiment, surrendering unwounded, murder.
    DisgracedInDuel {
        why: crate::rules::duel::Disgrace,
    },
    /// A guest at a club.
    GuestOf {
        host: CharacterId,
        club: Club,
    },
    /// A night's gambling, bet by bet.
    Gambled {
        #[serde(flatten)]
        venue: Venue,
        bets: Vec<BetRoll>,
        crowns: i64,
        stake: u32,
    },
    /// A roll no other event carries (the footpads stayed away, an indiscretion that did not
    /// come out): kept so that the GM's report lists every roll of the month. `needed` is
    /// what the chance needed to strike; the player's result does not show it.
    Rolled {
        #[serde(flatten)]
        chance: Chance,
        roll: u8,
        needed: u8,
    },
    /// Footpads (000, Bawdyhouses: on a 6) or pickpockets (003, 3.2) took what he carried.
    Robbed {
        #[serde(flatten)]
        venue: Venue,
        roll: u8,
        crowns: i64,
    },
    VisitedTavern {
        caroused: bool,
    },
    VisitedCasino,
    /// He became a member of the Grand Casino.
    JoinedCasino,
    /// No longer a member: dues unpaid, or (`barred`) the attendance the rules demand.
    LeftCasino {
        barred: bool,
    },
    /// A night at the Théâtre Royale.
    WentToTheatre {
        seat: crate::orders::Seat,
        premiere: bool,
        guests: Vec<CharacterId>,
    },
    /// This month's play and how Paris received it (rolled once a month).
    PlayReviewed {
        roll: u8,
        quality: String,
    },
    /// He withdrew from a lady's door in favour of a rival.
    Withdrew {
        lady: LadyId,
        rival: CharacterId,
    },
    /// Two suitors on the same lady's doorstep in the same week: a duel is required.
    RivalSuitors {
        lady: LadyId,
        rival: CharacterId,
    },
    /// He followed a lady for a week (003, 4.1.6): where she went by the die (`roll`, on the
    /// reconstructed table 4.1.7), and whether he could approach her; when he did, whether
    /// she is influential (003, 4.1.3: learned only in conversation).
    Followed {
        lady: LadyId,
        roll: u8,
        place: crate::rules::rulebook::society::Whereabouts,
        met: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        influential: Option<bool>,
    },
    /// He proposed marriage to his lady (003, 4.4.1), and her answer by the die.
    Proposed {
        lady: LadyId,
        roll: u8,
        /// +1 for each 3 x her level of gifts given her that week (not a rich lady).
        modifier: i32,
        needed: u8,
        accepted: bool,
        /// She is with child, and accepts on any die but a 1 (4.4.1, `pregnant_accepts`).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        expecting: bool,
    },
    /// His petition for the King's leave to marry a titled lady (003, 4.4.3).
    KingsLeave {
        lady: LadyId,
        roll: u8,
        /// +1 for every three levels he stands above her.
        modifier: i32,
        needed: u8,
        granted: bool,
    },
    /// His lady is with child (003, 4.3.1): two dice, `needed` or more.
    Conceived {
        lady: LadyId,
        roll: u8,
        needed: u8,
        intended: bool,
    },
    /// Not married to her within three months of the conception: he falls to level `to`
    /// (003, 4.3.2).
    WeddingOverdue {
        lady: LadyId,
        to: u8,
    },
    /// Unwed five months after the conception, she left Paris; he is a cad, at level `to`
    /// (003, 4.3.3).
    LeftParisWithChild {
        lady: LadyId,
        to: u8,
    },
    /// A week with his lady, heavy with child or lying in: no female companionship (003,
    /// 4.3.4).
    LyingIn {
        lady: LadyId,
    },
    /// She gave birth (003, 4.3.4's table: the dice, in the order rolled): `children` born
    /// living, none when the child was lost.
    Born {
        lady: LadyId,
        rolls: Vec<u8>,
        children: Vec<crate::tables::family::Sex>,
    },
    /// His children's keeping unpaid: his support unpaid (003, 4.3.5).
    ChildrenUnkept {
        needed: i64,
        crowns: i64,
    },
    /// A deed made him worthy of a title (003, 6.0): the King's die, `needed` or more with
    /// `modifier` (+1 for every three levels above the title's minimum).
    TitleSought {
        deed: TitleDeed,
        title: NobleTitle,
        /// The King's die; none when he stands below the title's minimum (6.0.4).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        roll: Option<u8>,
        modifier: i32,
        needed: u8,
        granted: bool,
        /// The title's minimum social level, when he stands below it: no title, "a pat on
        /// the back".
        #[serde(default, skip_serializing_if = "Option::is_none")]
        below_minimum: Option<u8>,
        /// His social level, raised to the title's (6.0.4).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        raised_to: Option<u8>,
        /// A title beyond his sixth (6.0.9): the King, jealous of his power, may take offence;
        /// the GM rules on it.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        beyond_sixth: bool,
    },
    /// His friends gave him his stag party before the wedding: `host`, at his club (003,
    /// 4.4.5).
    StagParty {
        host: CharacterId,
        club: Club,
    },
    /// Married without a stag party: 5 status points lost (003, 4.4.5).
    NoStagParty,
    /// Married, with her dowry (003, 4.4.4).
    Married {
        lady: LadyId,
        dowry: i64,
    },
    /// A week preparing a party, held the next (003, 4.7.1).
    PartyPrepared,
    /// A party at his residence: the gentlemen of the game who came, the ladies, its cost
    /// (003, 4.7).
    PartyGiven {
        gentlemen: Vec<CharacterId>,
        ladies: u32,
        cost: i64,
    },
    /// A guest at another's party (003, 4.7).
    PartyGuest {
        host: CharacterId,
    },
    /// A guest named for a party whom the game does not know: he does not come.
    GuestUnknown {
        name: String,
    },
    /// His wife's lover is known to him (003, 4.6.5; house rule): the affair is over, and
    /// he has a cause for a duel with the lover.
    HusbandLearns {
        lady: LadyId,
        lover: CharacterId,
    },
    /// His affair with another's wife came out: her husband knows (003, 4.6.5; house rule).
    AffairDiscovered {
        lady: LadyId,
        husband: CharacterId,
    },
    /// His month's status reached four times the level he rose to: his wife rises with him,
    /// to social level `to` (003, 4.4.8).
    WifeRose {
        lady: LadyId,
        to: u8,
    },
    /// His lands are held by the enemy, since `since` (the GM's word): the pensions of his
    /// titles, `pension` crowns, are not paid (003, 6.0.6). `first`: the month they fell.
    LandsHeld {
        since: Month,
        pension: u32,
        first: bool,
    },
    /// His lands are his again (the GM's word): the pensions are paid from this month.
    LandsRecovered,
    /// Married, he spent no week of the month with his wife: she is readier to listen to
    /// another gentleman, +1 to his courting die for each such month, `months` now (003,
    /// 4.5.1).
    WifeNeglected {
        lady: LadyId,
        months: u8,
    },
    /// Married, he keeps no house for his wife ("debe pagar una residencia para vivir
    /// juntos", 003, 4.5.1): house rule `unhoused_wife_neglected`, a month neglected as above,
    /// `months` now.
    WifeUnhoused {
        lady: LadyId,
        months: u8,
    },
    /// The wedding did not take place (she is no longer his): he falls to level `to`
    /// (003, 4.4.8).
    WeddingFailed {
        lady: LadyId,
        to: u8,
    },
    /// He won a lady in secret (003, 4.6): another's wife (`wife`), or a lady while he is
    /// married. No status from it; her favours, a wife's as an influential lady's.
    SecretAffair {
        lady: LadyId,
        wife: bool,
    },
    /// His wife learnt of his infidelity, or still holds it against him: no company, no
    /// influence, no gifts from her through `until` (003, 4.6.4).
    WifeRefuses {
        lady: LadyId,
        until: Month,
    },
    /// Caught courting another's mistress while he was with her.
    CaughtCourting {
        lady: LadyId,
        lover: CharacterId,
    },
    /// Money lent or borrowed.
    Lent {
        to: String,
        crowns: i64,
    },
    Borrowed {
        from: String,
        crowns: i64,
        due: Month,
    },
    Repaid {
        to: String,
        crowns: i64,
    },
    /// A loan called in.
    RepaymentDemanded {
        from: CharacterId,
        crowns: i64,
    },
    /// Unable to pay a debt that fell due: disgraced, off to a Frontier regiment until paid.
    Disgraced {
        creditor: String,
        owed: i64,
    },
    /// A favour received (class 1-9) and where from.
    FavourReceived {
        class: u8,
        from: String,
    },
    /// A favour pledged on a decision.
    FavourUsed {
        class: u8,
        on: String,
        decision: crate::orders::Decision,
    },
    /// A bribe of `crowns` given to `on` for a favour of `class` (003, 5.2), rolled on two
    /// dice: denounced, pocketed, or the favour had and pledged.
    Bribed {
        crowns: u32,
        class: u8,
        on: String,
        decision: crate::orders::Decision,
        roll: u8,
        outcome: crate::tables::influence::BribeOutcome,
    },
    /// He took a house of this class (003, 4.5).
    MovedInto {
        residence: crate::tables::residences::Residence,
    },
    /// He could not pay his house's rent (`cost`, with `crowns`): he leaves it for lodgings.
    ResidenceLost {
        residence: crate::tables::residences::Residence,
        cost: i64,
        crowns: i64,
    },
    /// Favours that lapsed (the season ended, or the affair did).
    FavoursLapsed {
        count: u32,
    },
    /// An order that could not be carried out, with the reason.
    Refused {
        order: String,
        refusal: Refusal,
    },
    /// Dues unpaid: expelled.
    ExpelledFromClub {
        club: Club,
    },
    /// Struck from his club's rolls: he no longer meets these of its requirements
    /// (`[house_rules] club_members_below`).
    StruckFromClub {
        club: Club,
        requirements: Vec<Requirement>,
    },
    /// Her support unpaid: she left him.
    MistressLeft {
        lady: LadyId,
    },
    /// His support unpaid: he loses a level (on top of the status reckoning, one level at most).
    SupportUnpaid {
        needed: i64,
        crowns: i64,
    },
    /// The month's status reckoning.
    SocialLevel {
        from: u8,
        to: u8,
        points: i32,
        /// Points needed to keep the level (= the level).
        keep: i32,
        /// Points needed to rise (3 x the level sought).
        rise: i32,
    },
    /// The army: applications, campaigns, battles, fates, promotions (see `rules::army`).
    Army {
        event: ArmyEvent,
    },
}

/// What an insult asks of the man insulted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Affronted {
    /// A cause to challenge, and nothing more (000; 003's rules of insults off).
    Cause,
    /// 003, 7.1.5: he must challenge the insulter, or lose half his level a month.
    Owed,
    /// 003, 7.1.3: the insulter is beneath his notice; he may ignore it without penalty.
    BeneathNotice,
    /// 003, 7.1.12: in disgrace, he must take it as fair comment, and cannot challenge for it.
    FairComment,
}

/// One bet and its result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BetRoll {
    pub crowns: u32,
    #[serde(flatten)]
    pub result: BetResult,
}

/// What became of one bet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "result", rename_all = "snake_case")]
pub enum BetResult {
    Won {
        house: u8,
        gambler: u8,
    },
    Lost {
        house: u8,
        gambler: u8,
    },
    /// He withdrew for half when the house rolled `house`.
    Cut {
        house: u8,
    },
    /// Not placed: over the limit, under the minimum, or more than he had.
    Refused {
        why: BetRefusal,
    },
}

/// Why a bet was not placed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BetRefusal {
    OverTheLimit,
    UnderTheMinimum,
    NotEnoughCrowns,
    MoreThanNineBets,
}
