//! Duels in the month (000, Cause for duels and Duelling Table D; 001, the *Elan* rules:
//! formal and impromptu duels, regimental chains, default conditions).
//!
//! At the end of each week the causes that arose in it are settled:
//! - challenges ordered by players (`challenge`), with their cause;
//! - quarrels the week made (two suitors at one door; a man caught with another's mistress);
//! - meetings: "When two characters are in the same place (that is, performing the same
//!   activity), a duel may take place": members of enemy regiments (Regimental Table C's
//!   friends and enemies, from 003), and a noble meeting a non-noble four or more social
//!   levels above him. Several members of two enemy regiments in one place fight a chain:
//!   "the duel generally commences between the two highest-ranking officers; the victor
//!   will, if he is not too injured, then fight the next-highest officer of his rival
//!   regiment" (001).
//!
//! Who accepts: his explicit orders of the month (`accept_challenge` / `decline_challenge` /
//! `apologise`), else his standing orders, else *Elan*'s defaults: "Offer all challenges
//! with cause if presently over 1/2 of total END; accept all challenges with cause if
//! presently over 1/2 of total END". Refusing with cause costs half the social level (not
//! when below half endurance); challenging without cause costs 2.
//!
//! An apology, the terms of a formal duel, seconds and insults are ruled by `honour` (000's
//! game, or 003, 7.1-7.2, by `[house_rules.honour]`).
//!
//! House rules: a challenge with no cause stated or recognised by the rules is "insufficient
//! cause" (the players' vote is the GM's to call on appeal); an apology ends a quarrel (with
//! no cost in the English game); a murderer (who refused a surrender and killed) loses a
//! social level at once (003, 7.2.2; under 003's seconds the level is lost for refusing the
//! surrender, and not again for the murder); nobody fights twice in one week except in a
//! regimental chain.

use super::Rulebook;
use super::army;
use super::duel::{self, Challenge, Duellist, Side};
use super::events::{Happening, Refusal, Source};
use super::honour;
use super::ledger::{Ledger, Place};
use crate::dice::Dice;
use crate::orders::{AcceptPolicy, Action, Cause, DuelOrders, OrderSheet};
use crate::tables::birth::Class;
use crate::tables::regiments::{self, Relation};
use crate::vocab::Weapon;
use crate::world::{CharacterId, Wound};
use std::collections::{BTreeMap, BTreeSet};

/// A cause waiting to be settled.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Affair {
    challenger: CharacterId,
    challenged: CharacterId,
    cause: Option<Cause>,
    weapon: Option<Weapon>,
    /// A meeting in the street (both ready to fight), not a formal challenge.
    impromptu: bool,
}

/// Whom a character's orders decline to fight: everyone (`accept: none`, or a
/// `decline_challenge` naming nobody), or those named.
pub(super) fn declines(ledger: &Ledger, sheet: &OrderSheet) -> Option<super::ledger::Declines> {
    use super::ledger::Declines;
    let mut named = Vec::new();
    for action in sheet.weeks.iter().flat_map(|w| &w.actions) {
        if let Action::DeclineChallenge { whom } = action {
            match whom
                .as_deref()
                .and_then(|n| ledger.world.character_named(n))
            {
                Some(c) => named.push(c.id.clone()),
                None => return Some(Declines::Everyone),
            }
        }
    }
    match sheet.duel.as_ref().and_then(|d| d.accept.as_ref()) {
        Some(AcceptPolicy::None) => return Some(Declines::Everyone),
        Some(AcceptPolicy::AllBut(names)) => named.extend(
            names
                .iter()
                .filter_map(|n| ledger.world.character_named(n))
                .map(|c| c.id.clone()),
        ),
        _ => {}
    }
    (!named.is_empty()).then_some(Declines::These(named))
}

/// What a man laid up by a grave wound may not do (003, 8.8.2: "deberá guardar reposo (no podrá
/// practicar esgrima, beber, batirse ni ir al frente) durante un mes completo"): fence, drink
/// (a tavern, or carousing at a club or the bawdyhouse), fight, or go to the front. The month
/// refuses these, and the acknowledgement says so while there is time to change them.
pub fn barred_while_laid_up(action: &Action) -> bool {
    matches!(
        action,
        Action::Practice { .. }
            | Action::Tavern { .. }
            | Action::Volunteer { .. }
            | Action::Challenge { .. }
            | Action::VisitClub { carouse: true, .. }
            | Action::VisitBawdyhouse { carouse: true, .. }
    )
}

/// Whether `character` is laid up by a grave wound in `month`.
pub fn laid_up_in(character: &crate::world::Character, month: crate::calendar::Month) -> bool {
    character.laid_up_until.is_some_and(|m| m > month)
}

/// Heals wounds by a week (000, Recovery), at the start of each week.
pub(super) fn heal(ledger: &mut Ledger, book: &Rulebook) {
    let month = ledger.world.month;
    let ids: Vec<CharacterId> = ledger.world.characters.keys().cloned().collect();
    for who in ids {
        let c = ledger.character_mut(&who);
        let Some(mut wound) = c.wound else { continue };
        if !c.alive {
            continue;
        }
        if let Some(until) = c.laid_up_until {
            // A grave wound: a month of rest, then his constitution each week.
            if month < until {
                continue;
            }
            let full = i32::from(c.abilities.endurance);
            c.current_endurance =
                (c.current_endurance + i32::from(c.abilities.constitution)).min(full);
            if c.current_endurance >= full {
                c.wound = None;
                c.laid_up_until = None;
            }
            continue;
        }
        wound.weeks += 1;
        let full = i32::from(c.abilities.endurance);
        c.current_endurance = duel::recover(
            wound.after_duel,
            wound.lost,
            full,
            c.abilities.constitution,
            wound.weeks,
            book.duel.recovery,
        );
        c.wound = (c.current_endurance < full).then_some(wound);
    }
}

fn below_half(ledger: &Ledger, who: &CharacterId) -> bool {
    let c = ledger.character(who);
    2 * c.current_endurance < i32::from(c.abilities.endurance)
}

fn present(ledger: &Ledger, who: &CharacterId) -> bool {
    let month = ledger.world.month;
    ledger
        .world
        .characters
        .get(who)
        .is_some_and(|c| c.alive && c.laid_up_until.is_none_or(|m| m <= month))
        && !ledger.away(who)
}

/// Whether a cause is one the rules recognise between these two.
///
/// 003, 7.1.12: a man in disgrace "no puede retar por haber sido insultado en relación al
/// hecho que provocó este estado ... Si llegase a lanzar un reto, sería penalizado por causa
/// insuficiente". House rule: the game does not know what an insult was about, so every
/// insult is taken as about his disgrace.
fn recognised(
    ledger: &Ledger,
    a: &CharacterId,
    b: &CharacterId,
    cause: &Option<Cause>,
    book: &Rulebook,
) -> bool {
    match cause {
        Some(Cause::EnemyRegiment) => enemies(ledger, a, b),
        Some(Cause::Rank) => rank_offence(ledger, a, b),
        Some(Cause::Insult) if book.honour.insults => ledger.character(a).disgrace.is_none(),
        Some(_) => true,
        None => enemies(ledger, a, b),
    }
}

fn enemies(ledger: &Ledger, a: &CharacterId, b: &CharacterId) -> bool {
    match (
        ledger.character(a).regiment(),
        ledger.character(b).regiment(),
    ) {
        (Some(x), Some(y)) => regiments::relation(x, y) == Relation::Enemy,
        _ => false,
    }
}

/// "If a noble meets a non-noble who is four or more Social Levels above him": the noble
/// `a` has cause against `b`.
fn rank_offence(ledger: &Ledger, a: &CharacterId, b: &CharacterId) -> bool {
    let (x, y) = (ledger.character(a), ledger.character(b));
    x.birth.class == Class::Nobleman
        && y.birth.class != Class::Nobleman
        && y.social_level >= x.social_level + 4
}

/// Everything ordered for the month about a challenge from `from`.
fn answer(sheet: Option<&OrderSheet>, from_name: &str) -> Option<bool> {
    let names = |whom: &Option<String>| {
        whom.as_ref()
            .is_none_or(|w| CharacterId::from_name(w) == CharacterId::from_name(from_name))
    };
    let sheet = sheet?;
    for week in &sheet.weeks {
        for action in &week.actions {
            match action {
                Action::AcceptChallenge { whom } if names(whom) => return Some(true),
                Action::DeclineChallenge { whom } if names(whom) => return Some(false),
                _ => {}
            }
        }
    }
    None
}

/// Whether `who` takes up a challenge (or a meeting) from `from`.
fn accepts(
    ledger: &Ledger,
    orders: &BTreeMap<CharacterId, OrderSheet>,
    who: &CharacterId,
    from: &CharacterId,
    cause: bool,
) -> bool {
    let from_name = &ledger.character(from).name;
    if let Some(explicit) = answer(orders.get(who), from_name) {
        return explicit;
    }
    let standing = orders.get(who).and_then(|s| s.duel.as_ref());
    match standing.and_then(|d| d.accept.as_ref()) {
        Some(AcceptPolicy::All) => true,
        Some(AcceptPolicy::None) => false,
        Some(AcceptPolicy::WithCause) => cause,
        Some(AcceptPolicy::AllBut(names)) => {
            !names.iter().any(|n| CharacterId::from_name(n) == *from)
        }
        None => cause && !below_half(ledger, who),
    }
}

/// Who apologises to whom in an affair between `c` and `d` this month, the challenged first.
fn apology(
    orders: &BTreeMap<CharacterId, OrderSheet>,
    c: &CharacterId,
    d: &CharacterId,
) -> Option<(CharacterId, CharacterId)> {
    if apologises(orders, d, c) {
        Some((d.clone(), c.clone()))
    } else if apologises(orders, c, d) {
        Some((c.clone(), d.clone()))
    } else {
        None
    }
}

/// Whether `who` apologises to `to` this month.
fn apologises(
    orders: &BTreeMap<CharacterId, OrderSheet>,
    who: &CharacterId,
    to: &CharacterId,
) -> bool {
    orders.get(who).is_some_and(|s| {
        s.weeks
            .iter()
            .flat_map(|w| &w.actions)
            .any(|a| matches!(a, Action::Apologise { whom } if CharacterId::from_name(whom) == *to))
    })
}

/// The week's affairs: challenges ordered, quarrels made, meetings of enemies.
/// Two regiments' men met in one place, each side in order of seniority.
type Chain = (Vec<CharacterId>, Vec<CharacterId>);

fn affairs(ledger: &mut Ledger, week: u8) -> (Vec<Affair>, Vec<Chain>) {
    let mut found = Vec::new();
    let challenges: Vec<(CharacterId, Action)> = ledger
        .week_actions
        .iter()
        .flat_map(|(who, actions)| actions.iter().map(move |a| (who.clone(), a.clone())))
        .filter(|(_, a)| matches!(a, Action::Challenge { .. }))
        .collect();
    for (who, action) in challenges {
        let Action::Challenge {
            whom,
            cause,
            weapon,
        } = action
        else {
            continue;
        };
        match ledger.world.character_named(&whom).map(|c| c.id.clone()) {
            Some(challenged) if challenged != who => found.push(Affair {
                challenger: who,
                challenged,
                cause,
                weapon,
                impromptu: false,
            }),
            _ => ledger.happen(
                Some(week),
                &who,
                Happening::Refused {
                    order: "challenge".to_string(),
                    refusal: Refusal::UnknownCharacter { name: whom },
                },
            ),
        }
    }
    for q in ledger.quarrels.iter().filter(|q| q.week == week) {
        found.push(Affair {
            challenger: q.a.clone(),
            challenged: q.b.clone(),
            cause: Some(q.cause.clone()),
            weapon: None,
            impromptu: true,
        });
    }
    // Meetings in the same place.
    let mut chains = Vec::new();
    let places: Vec<(Place, Vec<CharacterId>)> = ledger
        .seen
        .iter()
        .filter(|((w, _), _)| *w == week)
        .map(|((_, place), who)| (place.clone(), who.clone()))
        .collect();
    for (_, people) in places {
        // What matters of each man present, read once.
        struct Man {
            id: CharacterId,
            regiment: Option<crate::vocab::Regiment>,
            noble: bool,
            level: u8,
        }
        let men: Vec<Man> = people
            .into_iter()
            .filter(|p| present(ledger, p))
            .map(|id| {
                let c = ledger.character(&id);
                Man {
                    regiment: c.regiment(),
                    noble: c.birth.class == Class::Nobleman,
                    level: c.social_level,
                    id,
                }
            })
            .collect();
        // Regimental enemies, grouped by the pair of regiments: one chain per pair.
        let mut by_regiment: BTreeMap<crate::vocab::Regiment, Vec<CharacterId>> = BTreeMap::new();
        for m in &men {
            if let Some(r) = m.regiment {
                by_regiment.entry(r).or_default().push(m.id.clone());
            }
        }
        let mut by_pair: BTreeMap<(crate::vocab::Regiment, crate::vocab::Regiment), Chain> =
            BTreeMap::new();
        for (ra, xs) in &by_regiment {
            for (rb, ys) in
                by_regiment.range((std::ops::Bound::Excluded(*ra), std::ops::Bound::Unbounded))
            {
                if regiments::relation(*ra, *rb) == Relation::Enemy {
                    by_pair.insert((*ra, *rb), (xs.clone(), ys.clone()));
                }
            }
        }
        // A noble offended by a non-noble four or more levels above him: each noble takes up
        // one such quarrel a week (a man fights once a week), the first not yet taken.
        let mut taken: BTreeSet<&CharacterId> = BTreeSet::new();
        for noble in men.iter().filter(|m| m.noble) {
            let enemy_of = |other: &Man| match (noble.regiment, other.regiment) {
                (Some(a), Some(b)) => regiments::relation(a, b) == Relation::Enemy,
                _ => false,
            };
            if let Some(other) = men.iter().find(|o| {
                !o.noble && o.level >= noble.level + 4 && !enemy_of(o) && !taken.contains(&o.id)
            }) {
                taken.insert(&other.id);
                found.push(Affair {
                    challenger: noble.id.clone(),
                    challenged: other.id.clone(),
                    cause: Some(Cause::Rank),
                    weapon: None,
                    impromptu: false,
                });
            }
        }
        for (_, (mut x, mut y)) in by_pair {
            let seniority = |ledger: &Ledger, who: &CharacterId| {
                let c = ledger.character(who);
                (
                    std::cmp::Reverse(c.commission.map(|k| k.rank)),
                    std::cmp::Reverse(c.social_level),
                    who.clone(),
                )
            };
            x.sort_by_key(|w| seniority(ledger, w));
            y.sort_by_key(|w| seniority(ledger, w));
            chains.push((x, y));
        }
    }
    (found, chains)
}

/// Settles the week's affairs: challenges answered, duels fought, refusals and apologies.
pub(super) fn week_end(
    ledger: &mut Ledger,
    week: u8,
    orders: &BTreeMap<CharacterId, OrderSheet>,
    book: &Rulebook,
    dice: &mut dyn Dice,
) {
    let (affairs, chains) = affairs(ledger, week);
    let mut fought: BTreeSet<CharacterId> = BTreeSet::new();
    let mut settled: BTreeSet<(CharacterId, CharacterId)> = BTreeSet::new();
    for chain in chains {
        regimental_chain(ledger, week, orders, book, dice, chain, &mut fought);
    }
    for affair in affairs {
        let pair = if affair.challenger < affair.challenged {
            (affair.challenger.clone(), affair.challenged.clone())
        } else {
            (affair.challenged.clone(), affair.challenger.clone())
        };
        if !settled.insert(pair)
            || fought.contains(&affair.challenger)
            || fought.contains(&affair.challenged)
            || !present(ledger, &affair.challenger)
            || !present(ledger, &affair.challenged)
        {
            continue;
        }
        if settle(ledger, week, orders, book, dice, &affair) {
            fought.insert(affair.challenger.clone());
            fought.insert(affair.challenged.clone());
        }
    }
    // "A duel is required to settle the issue": the suitor it leaves at a lady's door courts.
    super::society::after_the_duels(ledger, week, dice);
}

/// A regimental chain: the highest ranks first; the victor fights on unless below half his
/// endurance, when his next subordinate takes his place.
fn regimental_chain(
    ledger: &mut Ledger,
    week: u8,
    orders: &BTreeMap<CharacterId, OrderSheet>,
    book: &Rulebook,
    dice: &mut dyn Dice,
    (mut a, mut b): Chain,
    fought: &mut BTreeSet<CharacterId>,
) {
    a.retain(|w| !fought.contains(w));
    b.retain(|w| !fought.contains(w));
    while let (Some(x), Some(y)) = (a.first().cloned(), b.first().cloned()) {
        let affair = Affair {
            challenger: x.clone(),
            challenged: y.clone(),
            cause: Some(Cause::EnemyRegiment),
            weapon: None,
            impromptu: true,
        };
        let happened = settle(ledger, week, orders, book, dice, &affair);
        fought.insert(x.clone());
        fought.insert(y.clone());
        if !happened {
            // One side would not fight: the chain ends there.
            break;
        }
        for side in [&mut a, &mut b] {
            let champion = side[0].clone();
            if !present(ledger, &champion) || below_half(ledger, &champion) {
                side.remove(0);
            }
        }
        // The loser (or the dead) leaves the field: whoever is still first on both sides
        // and has just fought can only stay if he won.
        let winner = last_winner(ledger, &x, &y);
        if winner.as_ref() != Some(&x) && a.first() == Some(&x) {
            a.remove(0);
        }
        if winner.as_ref() != Some(&y) && b.first() == Some(&y) {
            b.remove(0);
        }
    }
}

/// The winner of the last duel between two men, from the events.
fn last_winner(ledger: &Ledger, x: &CharacterId, y: &CharacterId) -> Option<CharacterId> {
    ledger.events.iter().rev().find_map(|e| match &e.what {
        Happening::Fought {
            opponent,
            side,
            record,
            ..
        } if e.who.as_ref() == Some(x) && opponent == y => record
            .verdict
            .winner
            .map(|w| if w == *side { x.clone() } else { y.clone() }),
        _ => None,
    })
}

/// Settles one affair. Returns whether a duel was fought.
fn settle(
    ledger: &mut Ledger,
    week: u8,
    orders: &BTreeMap<CharacterId, OrderSheet>,
    book: &Rulebook,
    dice: &mut dyn Dice,
    affair: &Affair,
) -> bool {
    let w = Some(week);
    let (c, d) = (&affair.challenger, &affair.challenged);
    let cause = recognised(ledger, c, d, &affair.cause, book);
    if !affair.impromptu {
        ledger.happen(
            w,
            c,
            Happening::Challenged {
                whom: d.clone(),
                cause: affair.cause.clone(),
            },
        );
        ledger.happen(
            w,
            d,
            Happening::ChallengeReceived {
                by: c.clone(),
                cause: affair.cause.clone(),
            },
        );
    }
    if let Some((sorry, to)) = apology(orders, c, d) {
        let free = below_half(ledger, &sorry);
        honour::apologise(ledger, week, &sorry, &to, cause, free, orders, book);
        return false;
    }
    // An impromptu meeting comes to blows if the one who has cause offers it and the other
    // takes it up; a formal challenge if the challenged accepts.
    let offered = !affair.impromptu || accepts(ledger, orders, c, d, cause);
    if !offered {
        return false;
    }
    if !accepts(ledger, orders, d, c, cause) {
        // House rule (`ignore_challenges_beneath_notice`): a challenge from a man beneath his
        // notice (003, 7.1.3) is ignored at no cost, and the challenger gains nothing by it.
        let beneath_notice = book.honour.ignore_challenges_beneath_notice
            && !affair.impromptu
            && honour::beneath_notice(ledger.character(d), ledger.character(c));
        let free = below_half(ledger, d) || beneath_notice;
        let (challenger_points, refuser_points) = if beneath_notice {
            (0, 0)
        } else {
            duel::aftermath::challenge_refused(cause, ledger.character(d).social_level, free)
        };
        ledger.happen(
            w,
            d,
            Happening::DeclinedChallenge {
                by: c.clone(),
                free,
                beneath_notice,
            },
        );
        ledger.status(
            w,
            c,
            challenger_points,
            Source::Challenge {
                with: d.clone(),
                refused: false,
            },
        );
        ledger.status(
            w,
            d,
            refuser_points,
            Source::Challenge {
                with: c.clone(),
                refused: true,
            },
        );
        if !free && cause {
            honour::insulter_declined(ledger, d, c, book);
        }
        return false;
    }
    let terms = if book.honour.challenged_sets_terms && !affair.impromptu {
        match terms(ledger, week, orders, c, d) {
            Some(weapon) => Some(weapon),
            None => return false,
        }
    } else {
        None
    };
    fight(ledger, week, orders, book, dice, affair, cause, terms);
    true
}

/// His standing duel orders (none written: the defaults).
fn standing<'o>(
    orders: &'o BTreeMap<CharacterId, OrderSheet>,
    who: &CharacterId,
    none: &'o DuelOrders,
) -> &'o DuelOrders {
    orders
        .get(who)
        .and_then(|s| s.duel.as_ref())
        .unwrap_or(none)
}

/// 003, 7.1.8: the challenged `d` sets the terms, his weapon; the challenger `c` fights with
/// it, or, if his orders refuse it, "sufrirá la misma pérdida de puntos de status que acarrea
/// el rechazar un duelo" (and `None`: no duel).
///
/// House rule: declining the terms is declining a duel with cause (free below half his
/// endurance), and the challenged gains what meeting a man who declines gives.
fn terms(
    ledger: &mut Ledger,
    week: u8,
    orders: &BTreeMap<CharacterId, OrderSheet>,
    c: &CharacterId,
    d: &CharacterId,
) -> Option<Weapon> {
    let none = DuelOrders::default();
    let weapon = duel::weapon_of(Some(ledger.character(d)), standing(orders, d, &none));
    if !standing(orders, c, &none).refuse_weapons.contains(&weapon) {
        return Some(weapon);
    }
    let w = Some(week);
    let refused = Happening::RefusedTerms {
        with: d.clone(),
        weapon,
    };
    ledger.happen(w, c, refused);
    let free = below_half(ledger, c);
    let (met, declined) =
        duel::aftermath::challenge_refused(true, ledger.character(c).social_level, free);
    let source = |with: &CharacterId, refused| Source::Terms {
        with: with.clone(),
        refused,
    };
    ledger.status(w, c, declined, source(d, true));
    ledger.status(w, d, met, source(c, false));
    None
}

/// A duel fought. `terms`: the weapon the challenged set (003, 7.1.8), for both; else each
/// his own, the challenger the one his challenge names.
#[allow(clippy::too_many_arguments)]
fn fight(
    ledger: &mut Ledger,
    week: u8,
    orders: &BTreeMap<CharacterId, OrderSheet>,
    book: &Rulebook,
    dice: &mut dyn Dice,
    affair: &Affair,
    cause: bool,
    terms: Option<Weapon>,
) {
    let (c, d) = (&affair.challenger, &affair.challenged);
    let none = DuelOrders::default();
    let standing = |who: &CharacterId| standing(orders, who, &none);
    let (mut a, _) =
        Duellist::from_character(ledger.character(c), standing(c), ledger.character(d));
    let (mut b, _) =
        Duellist::from_character(ledger.character(d), standing(d), ledger.character(c));
    for (duellist, who, weapon) in [(&mut a, c, terms.or(affair.weapon)), (&mut b, d, terms)] {
        if let Some(weapon) = weapon {
            duellist.expertise = ledger.character(who).expertise_with(weapon);
            duellist.weapon = weapon;
        }
        // 003, 7.2: his second sees that his surrender is accepted.
        duellist.second = ledger.seconds.contains(who);
    }
    let record = duel::fight(&a, &b, &book.duel, dice);
    let challenge = Challenge {
        challenger: (!affair.impromptu).then_some(Side::A),
        insufficient_cause: !cause && !affair.impromptu,
    };
    let consequences = duel::aftermath(&record, &a, &b, &book.duel, challenge);
    let record = Box::new(record);
    for (side, who, opponent, duellist) in [(Side::A, c, d, &a), (Side::B, d, c, &b)] {
        ledger.happen(
            Some(week),
            who,
            Happening::Fought {
                opponent: opponent.clone(),
                cause: affair.cause.clone(),
                side,
                record: record.clone(),
            },
        );
        let cons = &consequences[side.index()];
        for change in &cons.status {
            let source = Source::Duel {
                opponent: opponent.clone(),
                reason: change.reason,
            };
            ledger.status(Some(week), who, change.points, source);
        }
        let ch = ledger.character_mut(who);
        if let Some(weapon) = cons.expertise {
            ch.weapons.entry(weapon).or_default().gained += 1;
        }
        if cons.practice_weeks > 0 {
            let skill = ch.weapons.entry(duellist.weapon).or_default();
            skill.practice_weeks += cons.practice_weeks;
            while skill.practice_weeks >= super::practice::WEEKS_PER_POINT {
                skill.practice_weeks -= super::practice::WEEKS_PER_POINT;
                skill.gained += 1;
            }
        }
        ch.current_endurance = cons.endurance;
        if cons.lost > 0 && cons.endurance > 0 {
            ch.wound = Some(Wound {
                after_duel: cons.endurance,
                lost: cons.lost,
                weeks: 0,
            });
        }
        for disgrace in &cons.disgrace {
            ledger.happen(
                Some(week),
                who,
                Happening::DisgracedInDuel { why: *disgrace },
            );
        }
        // 003, 7.2.2: refusing the surrender of a man with no second (a man with one cannot
        // be refused), "convirtiéndose automáticamente en bellaco y perdiendo un nivel social".
        let cad = book.honour.seconds && refused_quarter(&record, side);
        if cad {
            let c = ledger.character_mut(who);
            let to = c
                .social_level
                .saturating_sub(crate::tables::honour::honour().cad_levels)
                .max(1);
            c.social_level = to;
            let what = Happening::BecameCad {
                opponent: opponent.clone(),
                to,
            };
            ledger.happen(Some(week), who, what);
        }
        if cons.murderer && !cad {
            let c = ledger.character_mut(who);
            c.social_level = c.social_level.saturating_sub(1).max(1);
        }
        // 003, 8.8.2: below zero and alive is a grave wound (the duel's ending says which).
        if record.fell(side) {
            let until = ledger.world.month.next();
            let c = ledger.character_mut(who);
            c.laid_up_until = Some(until);
            c.wound = Some(Wound {
                after_duel: cons.endurance,
                lost: cons.lost,
                weeks: 0,
            });
            ledger.happen(Some(week), who, Happening::LaidUp { until });
        } else if cons.dead {
            ledger.happen(
                Some(week),
                who,
                Happening::Died {
                    by: opponent.clone(),
                },
            );
            army::promotion::dies(ledger, who);
        }
    }
}

/// Whether `side` refused his opponent's surrender in the duel.
fn refused_quarter(record: &duel::DuelRecord, side: Side) -> bool {
    record
        .blows
        .iter()
        .flat_map(|b| &b.notes)
        .any(|n| *n == duel::record::Note::SurrenderRefused { by: side })
}
