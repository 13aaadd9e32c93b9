//! What a diagnostic says, as data: one variant per kind of message, with its parameters.
//!
//! The English `message` and `suggestion` of a [`Diagnostic`](super::Diagnostic) are made here
//! from a [`Say`], and only here; the templates `diagnostic.{en,es}.txt` word a `Say` for the
//! player in his game's language (events are data; mails are views of them). The JSON form
//! is tagged by `kind`, in snake_case.

use crate::tables::clubs::ClubRequirement;
use crate::tables::duelling::{Reason, RoutineKind};
use crate::vocab::{Club, SpanishVenue, Weapon};
use serde::{Deserialize, Serialize};
use std::fmt::Write;

/// The clubs, as the English messages list them.
const CLUB_LIST: &str =
    "Bothwell's, Hunter's, The Horse Guards, The Blue Gables, The Frog & Peach or Red Phillips";

/// What a diagnostic says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Say {
    /// Quoted text (`> ...`) is ignored.
    QuotedText,
    /// A second character line, naming someone else than `first`.
    SecondCharacter { first: String },
    /// A heading for a week that does not exist.
    NoSuchWeek { week: u8 },
    /// Text under the heading of a week that does not exist.
    UnderNoWeek,
    /// Orders that are not understood at all.
    Action,
    /// An order understood up to `understood`, then something that is not.
    Trailing { understood: String },
    /// Not understood, before any heading: ignored.
    Ignored,
    /// Words around the orders that change nothing (asides, prose): read past.
    ReadPast,
    /// Words that look like an order but were not understood.
    Unread,
    /// A week with words under it but no order understood.
    EmptyWeek { week: u8 },
    /// Gambling with no stakes said ("gamble heavily").
    Stakes,
    /// A bet over the club's house limit (`over`), or under its smallest bet (Clubs Table).
    HouseRule {
        club: String,
        over: bool,
        crowns: u32,
    },
    /// A letter with no week heading: its long actions read in order, one a week, for
    /// weeks 1 to `weeks`.
    InOrder { weeks: u8 },
    /// A week's order under no week heading.
    NotUnderWeek,
    /// A week's order under the month's heading.
    OneWeekOrder,
    /// "visit my mistress Juliette": the name is not needed.
    MistressNamed { name: String },
    /// A typo of an order's word, read as the word: "rapeir" as "rapier".
    Mended { written: String, read: String },
    /// A second long action in a week.
    LongTaken {
        week: u8,
        first: String,
        first_line: u32,
    },
    /// A pronoun ("her", "la") with nobody named before it.
    Pronoun { word: String },
    /// A pronoun in a condition with nobody named before it.
    PronounInCondition { word: String },
    /// `ditto` in week 1.
    DittoWeekOne,
    /// `ditto` after a week with no long action.
    DittoNothing { week: u8 },
    /// `ditto` or a month's order inside a condition.
    DittoInCondition,
    /// A condition that is not understood.
    Condition,
    /// "otherwise" with no condition before it.
    OtherwiseWithoutIf,
    /// A branch going elsewhere than the week's visit.
    BranchElsewhere { week: u8 },
    /// A modifier ("and carouse") with nothing it goes with.
    Modifier { modifier: ModifierKind },
    /// A modifier's number is missing: `which` as the player wrote it.
    ModifierNumber { which: String },
    /// A weapon was expected.
    Weapon { guess: Option<Weapon> },
    /// A rank was expected.
    Rank,
    /// A regiment was expected.
    Regiment,
    /// How many horses.
    HorseCount,
    /// With whom to volunteer.
    VolunteerWith,
    /// A petition for substitution not understood.
    Petition,
    /// The post sought is missing.
    Post,
    /// A favour's class out of range.
    FavourClass,
    /// A club was expected after `verb` (or "my club" when `own`).
    Club {
        verb: String,
        own: bool,
        /// The verb joins: joining a regiment is not understood yet.
        join: bool,
        guess: Option<Club>,
    },
    /// The lady to court is missing.
    LadyToCourt,
    /// The host of a club visit is missing.
    Host,
    /// The companion of a visit is missing.
    Companion,
    /// A person's name was expected after `after`.
    NameAfter { after: String },
    /// To whom after `verb` (an apology, a challenge...).
    WhomAfter { verb: String },
    /// The cause of a challenge is missing.
    ChallengeCause,
    /// To whom the money is lent.
    LendTo,
    /// How much to lend.
    LendHowMuch,
    /// How much to borrow.
    BorrowHowMuch,
    /// From whom to borrow.
    BorrowFrom,
    /// On whose decision a favour is used (after "on").
    FavourOn,
    /// On whose decision a favour is used, with an example.
    FavourOnExample,
    /// Which of his favours backs a request: its class was not said.
    FavourWhichClass,
    /// How many crowns a bribe is.
    BribeSum,
    /// More than nine bets.
    NineBets,
    /// A cut outside 1 to 6.
    CutAt,
    /// A number was expected.
    SmallNumber,
    /// A number too big.
    BigNumber,
    /// "password: ..." expected after the character's name.
    PasswordAfterName,
    /// The password is missing after "password:".
    Password,
    /// A duel order not understood.
    DuelOrder,
    /// A sequence in both English and Spanish codes.
    MixedCodes,
    /// An order a man laid up by a grave wound may not carry out (003, 8.8.2), named by its
    /// kind ("practice", "tavern", "visit_club").
    LaidUp { order: String },
    /// An order for a week after the one he volunteered in (000, Volunteers): he is on
    /// campaign from then to the season's end, and the month refuses it.
    OnCampaignFrom { week: u8 },
    /// A visit, with no host, to a club he no longer belongs to by his own orders: he resigned
    /// his club (`joined: None`) or joined another (000, Clubs: "only one club at a time, and
    /// may not visit a club unless he is a member of that club or a guest of a member").
    NotAMember {
        club: Club,
        week: u8,
        joined: Option<Club>,
    },
    /// A party in week `week` with no week before it to prepare it (003, 4.7.1): the month
    /// refuses it.
    PartyUnprepared { week: u8 },
    /// A volunteer for less than the campaign ("just for December"): 000, Volunteers, "may
    /// not return from campaign until the end of a campaign season". Which did he mean?
    VolunteersForLess,
    /// A name that is the name of two people of the letter ("Lend Armand 100 crowns" beside
    /// Lt. Armand Séverac and Cornet Armand Bellocq): which one?
    NameOfTwo {
        name: String,
        first: String,
        second: String,
    },
    /// A month's order the game's rules leave out (003's residences, pregnancies, hired
    /// seconds in a game without them), named by its kind: the month refuses it.
    NotInTheseRules { order: String },
    /// A week's stakes and the total the letter gives for them disagree ("4 bets of 50 (150
    /// cr all told)"): which did he mean?
    StakesDisagree { total: u32, staked: u32 },
    /// A debt repaid and the total the letter reckons for it with its interest disagree
    /// ("the 400 crowns I borrowed in July, with the 10% interest that is 420 in all").
    DebtDisagrees {
        owed: u32,
        percent: u32,
        due: u32,
        total: u32,
    },
    /// A surrender point said twice that disagrees with itself: a share of a total and a
    /// number that is not that share ("half my endurance, so at 30 (my END is 48)").
    SurrenderDisagrees {
        percent: u32,
        endurance: i32,
        total: i32,
    },
    /// A second surrender point that is not the first one said, with no word of a change
    /// ("no me rindo nunca ... si me dejan por debajo de 20 de resistencia, me rindo").
    SurrenderTwice,
    /// A sequence the GM corrects (Duelling Table A, by the game's duel rules:
    /// `rules::duel::sequence::check`, the check the duel itself makes).
    SequenceCorrected {
        weapon: Weapon,
        fixes: Vec<Fix>,
        /// The sequence as it will be played, in codes.
        now: String,
    },
    /// A venue this game's house rules leave out (the month refuses it).
    NotInThisGame { what: SpanishVenue },
    /// A bribe where the game has none (003, 5.2 is a game option; the month refuses it).
    NoBribes,
    /// A bribe below the least sum that buys a favour (003, 5.2.2).
    BribeTooSmall { least: u32 },
    /// Bets at the bawdyhouse adding up to more than the purse he carries there, where
    /// there is no credit.
    StakesAbovePurse { carried: u32, staked: u32 },
    /// A visit to the Grand Casino below its social level (003, 3.3.2).
    CasinoBarred { level: u8, at_least: u8 },
    /// A visit to the Grand Casino with no bet: nobody goes there but to play.
    CasinoWithoutBet,
    /// Bets at the Grand Casino below its least stake (003, 3.3.2: "un mínimo de 300
    /// Coronas"), which the month refuses.
    CasinoBetsBelowMinimum { minimum: u32 },
    /// More guests invited to a theatre box than it seats (003, 3.4.2).
    BoxFull { guests: usize, seats: u8 },
    /// A condition on the play's reviews in the first week, the premiere's own (003, 3.4.2):
    /// the reviews come after it, so the month cannot decide it then.
    ReviewsAfterPremiere,
    /// "either court her or the Blue Gables": two orders offered, the choice not made.
    EitherOr,
    /// The premiere asked for in a week after the first (003, 3.4.2: the first week's
    /// performance is the premiere).
    PremiereIsWeekOne { week: u8 },
    /// An invitation for a week whose orders are elsewhere ("invite Clarisse to the Blue
    /// Gables in week 3", and week 3 is rapier practice): said at that week's order.
    InvitedToAnotherWeek { week: u8 },
    /// Reckless bravery and poltroonery both ordered for the same campaign.
    BraveryAndPoltroonery,
    /// A moneylender's loan that takes what he owes them past 100 crowns a social level.
    OverTheLoanLimit {
        level: u8,
        limit: i64,
        owed: i64,
        asked: i64,
    },
    /// A club whose requirements he does not meet as things stand.
    ClubBarred {
        club: Club,
        unmet: Vec<ClubRequirement>,
    },
    /// More diagnostics than a report shows: `more` of them, from here on, are not listed.
    More { more: usize },
    /// A letter so little understood that its last `lines` lines were not read.
    NotRead { lines: usize },
    /// A name that nobody of the game bears.
    UnknownName {
        who: Who,
        name: String,
        guess: Option<String>,
    },
}

/// The kind of modifier that went with nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ModifierKind {
    Carouse,
    Companionship,
    Gamble,
    Invitation,
    Box,
}

/// Whom an unknown name was meant for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Who {
    Lady,
    Gentleman,
    Anyone,
}

/// One correction of a duel sequence: a routine as written and as it will be played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fix {
    /// 1-based: where the routine begins in the sequence as written.
    pub at: usize,
    /// The actions the correction took, as written, in codes ("L-X").
    pub written: String,
    /// The routine as it will be played ("X-L-X").
    pub played: String,
    pub routine: RoutineKind,
    pub reason: Reason,
}

impl Fix {
    /// The correction in English.
    fn words(&self) -> String {
        let (at, written, played) = (self.at, &self.written, &self.played);
        let routine = routine_name(self.routine);
        match self.reason {
            Reason::Incomplete => {
                format!("{written} at action {at} is played as {played}, the {routine} routine")
            }
            Reason::Unfinished => {
                format!("the {routine} begun in the sequence before is finished as {played}")
            }
            Reason::RiposteWithoutParry => {
                format!("R at action {at} follows no parry and is played as {played}")
            }
            Reason::CutAlone => format!(
                "C at action {at} is outside a furious routine and is played as a slash, {played}"
            ),
            Reason::MustClose => format!(
                "{written} at action {at} is played as {played}: with a dagger, an attack \
                 follows a close"
            ),
            Reason::OptionalRoutinesOff => format!(
                "{written} at action {at} is played as {played} (this game does not play the \
                 optional routines)"
            ),
        }
    }
}

/// A routine of Duelling Table A in English.
fn routine_name(kind: RoutineKind) -> &'static str {
    match kind {
        RoutineKind::Rest | RoutineKind::MandatoryRest => "rest",
        RoutineKind::Lunge => "lunge",
        RoutineKind::Slash => "slash",
        RoutineKind::FuriousSlash => "furious slash",
        RoutineKind::FuriousLunge => "furious lunge",
        RoutineKind::Kick => "kick",
        RoutineKind::JumpBack => "jump back",
        RoutineKind::Throw => "throw",
        RoutineKind::Parry => "parry",
        RoutineKind::Block => "block",
        RoutineKind::Close => "close",
        RoutineKind::OptionalBlock => "optional block",
        RoutineKind::OptionalParry => "optional parry",
        RoutineKind::OptionalSurrender => "surrender",
    }
}

impl Say {
    /// The "did you mean" suggestion in English, where a name is near.
    pub fn suggestion(&self) -> Option<String> {
        match self {
            Say::Weapon { guess } => guess.map(|w| w.name()),
            Say::Club { guess, .. } => guess.map(|c| c.name()),
            Say::UnknownName { guess, .. } => guess.as_deref(),
            _ => None,
        }
        .map(|g| format!("did you mean {g}?"))
    }

    /// The message in English.
    pub fn english(&self) -> String {
        let fixed = |s: &str| s.to_string();
        match self {
            Say::QuotedText => fixed("quoted text is ignored: write your orders outside the quote"),
            Say::SecondCharacter { first } => format!(
                "a second character line: these orders are for {first}; one order \
                 email is for one character"
            ),
            Say::NoSuchWeek { week } => format!(
                "there is no week {week}: a month has weeks 1 to 4; what follows this heading \
                 is left out"
            ),
            Say::UnderNoWeek => fixed("left out: under the heading of a week that does not exist"),
            Say::Action => fixed(
                "expected an order: practice, visit a club, the theatre, the Casino, a tavern \
                 or the bawdyhouse, court, join a club or a regiment, duty, a challenge, a \
                 loan, a favour... (see the order language)",
            ),
            Say::Trailing { understood } => format!(
                "expected \";\" or another order after \"{understood}\"; what follows is not \
                 understood, so this order is left out"
            ),
            Say::Ignored => fixed("not understood, and not under a week heading: ignored"),
            Say::ReadPast => fixed("read past: it changes no order"),
            Say::Unread => {
                fixed("this looks like an order but was not understood: the GM will read it")
            }
            Say::EmptyWeek { week } => format!(
                "no order was understood for week {week}, though something is written there: \
                 the GM will read it"
            ),
            Say::Stakes => fixed(
                "gambling needs its stakes: how many bets of how many crowns (\"3 bets of \
                 20\"); the GM will ask",
            ),
            Say::HouseRule {
                club,
                over: true,
                crowns,
            } => format!("the house limit at {club} is {crowns} crowns a bet; the GM will ask"),
            Say::HouseRule { club, crowns, .. } => {
                format!("the smallest bet at {club} is {crowns} crowns; the GM will ask")
            }
            Say::InOrder { weeks: 4 } => fixed(
                "no week is named: the orders were read in the order written, one long action \
                 a week, as weeks 1 to 4",
            ),
            Say::InOrder { weeks } => format!(
                "no week is named: the orders were read in the order written, one long action \
                 a week, as weeks 1 to {weeks}; the GM will read the rest"
            ),
            Say::NotUnderWeek => fixed(
                "this order is not under a week heading: write \"Week 1:\" (or \"1ª \
                 Semana:\") before it",
            ),
            Say::OneWeekOrder => fixed(
                "this is an order for one week: put it under a week heading (\"Week 1:\", \
                 \"1ª Semana:\")",
            ),
            Say::MistressNamed { name } => {
                format!("understood as \"visit my mistress\": the name \"{name}\" is not needed")
            }
            Say::Mended { written, read } => format!("\"{written}\" read as \"{read}\""),
            Say::LongTaken {
                week,
                first,
                first_line,
            } => format!(
                "week {week} already has a long action: \"{first}\" (line {first_line}); this \
                 one is left out"
            ),
            Say::Pronoun { word } => format!(
                "\"{word}\": nobody is named before it, so whom does \"her\" (\"la\") stand \
                 for? Name the person; this order is left out"
            ),
            Say::PronounInCondition { word } => format!(
                "\"{word}\": whom does the condition speak of? Name the person; the GM will \
                 read this"
            ),
            Say::DittoWeekOne => fixed("\"ditto\" in week 1: there is no week before it"),
            Say::DittoNothing { week } => {
                format!("\"ditto\": week {week} has no long action to repeat")
            }
            Say::DittoInCondition => {
                fixed("\"ditto\" and the month's orders cannot depend on a condition")
            }
            Say::Condition => fixed(
                "this condition is not understood, so the sentence is left to the GM; \
                 understood are: if X accepts, if the play is good, if my endurance is below \
                 half, if challenged by X, if I won her (and their Spanish)",
            ),
            Say::OtherwiseWithoutIf => fixed(
                "\"otherwise\" needs a condition before it (\"if she accepts, ...; otherwise \
                 ...\")",
            ),
            Say::BranchElsewhere { week } => format!(
                "week {week} already has a long action (the visit before the condition); a \
                 branch may court there, carouse or gamble there, but not go elsewhere: left \
                 to the GM"
            ),
            Say::Modifier { modifier } => fixed(match modifier {
                ModifierKind::Carouse => {
                    "carousing goes with a visit to a club, a tavern or the bawdyhouse: \"visit \
                     my club and carouse\", \"voy a mi club y bebo\""
                }
                ModifierKind::Companionship => {
                    "female companionship goes with a visit to the bawdyhouse: \"visit the \
                     bawdyhouse and take female companionship\""
                }
                ModifierKind::Gamble => {
                    "gambling goes with a visit to a club, the Casino or the bawdyhouse: \
                     \"visit Hunter's and bet 50 four times, cut if the house rolls 6\""
                }
                ModifierKind::Invitation => {
                    "an invitation goes with a theatre box or a club visit: \"go to the theatre \
                     and take a box; invite Juliette\""
                }
                ModifierKind::Box => {
                    "a box goes with the theatre: \"voy al teatro y alquilo un palco\""
                }
            }),
            Say::ModifierNumber { which } => {
                format!("expected the modifier after \"{which}\": a number from 1 to 6")
            }
            Say::Weapon { .. } => {
                fixed("expected a weapon: rapier, sabre, cutlass, dagger, foil or two-handed sword")
            }
            Say::Rank => fixed("expected a rank: Subaltern, Captain or Major"),
            Say::Regiment => fixed(
                "expected a regiment's name (\"the 69th Arquebusiers\", \"Guardia Real\", \
                 \"GR\")",
            ),
            Say::HorseCount => fixed("expected how many horses to buy"),
            Say::VolunteerWith => fixed(
                "expected with whom to volunteer: \"with my unit\", \"with a Frontier \
                 regiment\" or \"with the RNHB\" (\"con mi unidad\", \"con un regimiento de \
                 frontera\", \"con el RNHB\")",
            ),
            Say::Petition => fixed(
                "expected the petition as \"petition to have the Cardinal's Guard replace the \
                 69th Arquebusiers\" (\"solicito que la Guardia del Cardenal sustituya a los \
                 69 Arcabuceros\")",
            ),
            Say::Post => fixed(
                "expected the post sought: \"seek the post of Brigadier of the Brigade of \
                 Guards\" (\"solicito el cargo de Inspector General de Caballeria\")",
            ),
            Say::FavourClass => fixed("a favour's class is 1 to 9"),
            Say::Club {
                verb, own, join, ..
            } => {
                let mut m = String::from("expected ");
                if *own {
                    m.push_str("\"my club\" or ");
                }
                let _ = write!(m, "a club's name after \"{verb}\": {CLUB_LIST}");
                if *join {
                    m.push_str(" (joining a regiment is not understood yet)");
                }
                m
            }
            Say::LadyToCourt => fixed("expected the name of the lady to court"),
            Say::Host => fixed("expected the host's name after \"as the guest of\""),
            Say::Companion => fixed("expected a name (or \"my mistress\") after \"with\""),
            Say::NameAfter { after } => format!("expected a name after \"{after}\""),
            Say::WhomAfter { verb } => format!("expected to whom after \"{verb}\""),
            Say::ChallengeCause => fixed("expected the cause of the challenge"),
            Say::LendTo => fixed("expected to whom the money is lent"),
            Say::LendHowMuch => fixed("expected how many crowns to lend"),
            Say::BorrowHowMuch => fixed("expected how many crowns to borrow"),
            Say::BorrowFrom => fixed("expected from whom: a name or \"a moneylender\""),
            Say::FavourOn => fixed("expected on whose decision the favour is used"),
            Say::FavourWhichClass => fixed(
                "expected the class of the favour that backs the request: \"with my class 1 \
                 favour\" (\"con mi favor de nivel 1\")",
            ),
            Say::BribeSum => fixed(
                "expected how many crowns the bribe is: \"bribe the Colonel of the 69th with \
                 300 crowns for my application\"",
            ),
            Say::FavourOnExample => fixed(
                "expected on whose decision the favour is used: \"use a class 2 favour on the \
                 Colonel of the 69th\" (\"uso un favor de clase 2 ante el coronel\")",
            ),
            Say::NineBets => fixed("at most nine bets a night (000, Gambling)"),
            Say::CutAt => fixed("the house rolls one die: cut at 1 to 6"),
            Say::SmallNumber => fixed("expected a small number"),
            Say::BigNumber => fixed("expected a number below a billion"),
            Say::PasswordAfterName => {
                fixed("expected \"password: ...\" after the character's name")
            }
            Say::Password => fixed("expected the password after \"password:\""),
            Say::DuelOrder => fixed(
                "expected a duel order: a sequence (\"X-L-X-CL-K-X-X-X\"), \"weapon: \
                 rapier\", \"surrender at 20\", \"no quarter to ...\" or \"accept all \
                 challenges\"",
            ),
            Say::NotInTheseRules { order } => format!(
                "this game's rules have no {}: the month will refuse it",
                match order.as_str() {
                    "buy_pistol" | "practice_pistol" | "carry_pistol" => "pistols".to_string(),
                    "seek_treatment" => "venereal disease".to_string(),
                    "propose" => "proposals of marriage".to_string(),
                    "follow_lady" => "following a lady".to_string(),
                    _ => order.replace('_', " "),
                }
            ),
            Say::NameOfTwo {
                name,
                first,
                second,
            } => format!(
                "\"{name}\" is the name of two people of this letter, {first} and {second}: which one?"
            ),
            Say::VolunteersForLess => "a volunteer stays on campaign to the season's end \
                                        (000, Volunteers): does he volunteer for all of it?"
                .to_string(),
            Say::NotAMember { club, week, joined } => match joined {
                Some(joined) => format!(
                    "he joins {joined} in week {week}, and a man belongs to one club at a \
                     time: the visit to {club}, as no member's guest, will be refused"
                ),
                None => format!(
                    "he resigns his club in week {week}: the visit to {club}, as no member's \
                     guest, will be refused"
                ),
            },
            Say::PartyUnprepared { week } => format!(
                "a party takes the week before it to prepare (003, 4.7.1), and {}: the party in \
                 week {week} will be refused",
                if *week == 1 {
                    "the first week has none".to_string()
                } else {
                    format!("week {} orders something else", week - 1)
                }
            ),
            Say::OnCampaignFrom { week } => format!(
                "he volunteers in week {week}: from then to the season's end he is on \
                 campaign, and this order will be refused"
            ),
            Say::LaidUp { order } => format!(
                "he is laid up by a grave wound this month (no fencing, no drinking, no duel, \
                 no front): the {} will be refused; rest, or another order",
                order.replace('_', " ")
            ),
            Say::StakesDisagree { total, staked } => format!(
                "the stakes add up to {staked} crowns, but the letter says {total} in all: \
                 which is it?"
            ),
            Say::DebtDisagrees {
                owed,
                percent,
                due,
                total,
            } => format!(
                "{owed} crowns with {percent}% interest come to {due}, but the letter says \
                 {total}: which is repaid?"
            ),
            Say::SurrenderDisagrees {
                percent,
                endurance,
                total,
            } => format!(
                "the surrender point disagrees with itself: {percent}% of {total} is not \
                 {endurance}; which is it?"
            ),
            Say::SurrenderTwice => {
                fixed("a second surrender point, not the one said before it: which stands?")
            }
            Say::MixedCodes => fixed(
                "this sequence mixes English codes (L, S, JB, CL...) and Spanish ones (F, T, \
                 SA, AC...): each is read in its own language, and T in the letter's; write it \
                 in one language to be sure",
            ),
            Say::SequenceCorrected { weapon, fixes, now } => {
                let what: Vec<String> = fixes.iter().map(Fix::words).collect();
                format!(
                    "sequence corrected as the GM would (Duelling Table A, {}): {}; it will be \
                     played as {now}",
                    weapon.name().to_lowercase(),
                    what.join("; "),
                )
            }
            Say::StakesAbovePurse { carried, staked } => format!(
                "you carry {carried} crowns to the bawdyhouse but stake {staked}: there is no \
                 credit there, so only the bets your purse covers would be played; the GM will \
                 ask which you meant"
            ),
            Say::CasinoBarred { level, at_least } => format!(
                "the Grand Casino admits nobody below social level {at_least}, and yours is \
                 {level}: this visit would be refused; the GM will ask what you meant"
            ),
            Say::CasinoWithoutBet => "at the Grand Casino one plays or is shown the door: say \
                 the bets (\"3 bets of 300\"), or this visit will be refused"
                .to_string(),
            Say::CasinoBetsBelowMinimum { minimum } => format!(
                "the Grand Casino takes no bet under {minimum} crowns: these would be refused; \
                 the GM will ask what you meant"
            ),
            Say::BoxFull { guests, seats } => format!(
                "a box seats {seats} guests and {guests} are invited: only the first {seats} \
                 would be seated; the GM will ask whom you meant"
            ),
            Say::PremiereIsWeekOne { week } => format!(
                "the premiere is the first week's performance, and this is week {week}: the GM \
                 will ask whether you meant the premiere or the play that week"
            ),
            Say::InvitedToAnotherWeek { week } => format!(
                "a lady is invited for week {week}, and this order takes it elsewhere: the GM \
                 will ask which you meant"
            ),
            Say::EitherOr => "one order or the other, the choice not made: the GM will ask \
                 which"
                .to_string(),
            Say::ReviewsAfterPremiere => "the reviews come out after the premiere, which is \
                 the first week: a condition on them cannot be decided that week; the GM will ask \
                 what you meant"
                .to_string(),
            Say::BraveryAndPoltroonery => "reckless bravery and poltroonery both: a man is one \
                 or the other on campaign; the GM will ask which you meant"
                .to_string(),
            Say::OverTheLoanLimit {
                level,
                limit,
                owed,
                asked,
            } => {
                let owing = match owed {
                    0 => String::new(),
                    n => format!(", and you owe them {n} already"),
                };
                format!(
                    "the moneylenders lend a man of social level {level} at most {limit} crowns \
                     in all{owing}: a loan of {asked} would be refused; the GM will ask what you \
                     meant"
                )
            }
            Say::NotInThisGame { what } => {
                let venue = match what {
                    SpanishVenue::GrandCasino => "the Grand Casino is",
                    SpanishVenue::TheatreRoyale => "the Théâtre Royale is",
                    SpanishVenue::Taverns => "the taverns of the docks are",
                };
                format!("{venue} not in this game: this order will be refused")
            }
            Say::NoBribes => {
                fixed("bribes are not in this game's rules: this order will be refused")
            }
            Say::BribeTooSmall { least } => format!(
                "the least bribe that buys a favour is {least} crowns: this order will be \
                 refused"
            ),
            Say::ClubBarred { club, unmet } => {
                let needs: Vec<String> = unmet
                    .iter()
                    .map(|r| match r {
                        ClubRequirement::MinSocialLevel(n) => {
                            format!("a social level of {n} or more")
                        }
                        ClubRequirement::OfficerOfBrigade(b) => {
                            format!("an officer of the {}", b.name())
                        }
                    })
                    .collect();
                format!(
                    "{} asks {}: as things stand he may not join, and the order will be refused",
                    club.name(),
                    needs.join(" and ")
                )
            }
            Say::NotRead { lines } => format!(
                "so little of this letter was understood that its last {lines} lines were not \
                 read: the GM will read them"
            ),
            Say::More { more } => format!(
                "and {more} more things not understood or corrected from here on, not listed: \
                 the letter is too long or too garbled to report them all"
            ),
            Say::UnknownName { who, name, .. } => {
                let whom = match who {
                    Who::Lady => "no lady",
                    Who::Gentleman => "no gentleman",
                    Who::Anyone => "nobody",
                };
                format!("{whom} of this game is called \"{name}\"")
            }
        }
    }
}
