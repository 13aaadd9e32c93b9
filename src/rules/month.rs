//! The month, phase by phase.

use super::events::{Happening, Refusal};
use super::ledger::Ledger;
use super::plan::Plan;
use super::{
    Outcome, Rulebook, army, conditions, duels, honour, pistols, practice, regiment, society,
    status, titles,
};
use crate::dice::Dice;
use crate::orders::{Action, MonthlyOrder, OrderSheet};
use crate::world::{CharacterId, World};
use std::collections::BTreeMap;

/// Resolves one month: `world` is the world at the month's start, `orders` the orders on
/// file for it (characters without orders spend a quiet month). Returns the next world, its
/// calendar advanced, and the events, in the order they happened.
pub fn resolve_month(
    world: &World,
    orders: &BTreeMap<CharacterId, OrderSheet>,
    book: &Rulebook,
    dice: &mut dyn Dice,
) -> Outcome {
    let mut ledger = Ledger::new(world.clone());
    let cast: Vec<CharacterId> = ledger.world.living().map(|c| c.id.clone()).collect();
    let empty = OrderSheet::empty();

    // The month's play at the Théâtre Royale opens (003, 3.4: "Estas obras duran todo un mes").
    if book.spanish_venues {
        society::stage_play(&mut ledger, dice);
    }

    // The month's beginning: the season's campaign and who is away, then income.
    army::month_start(&mut ledger, book, dice);
    if book.income_at_start {
        for who in &cast {
            army::income(&mut ledger, who);
        }
    }

    // Club dues fall due at the month's start (a member who resigns loses the rest of them).
    // (On campaign a man "do[es] not have to pay out any money".)
    for who in &cast {
        if !ledger.away(who) {
            society::pay_dues(&mut ledger, who, book);
        }
        society::month_start(&mut ledger, who);
    }

    // Each player colonel's word on his regiment's applicants.
    army::admissions(&mut ledger, orders);

    // Seconds hired for the month's duels (003, 7.2.3).
    honour::hire_seconds(&mut ledger, orders, book);

    // Pistols carried this month (003, 8.9.3).
    pistols::carry(&mut ledger, orders, &book.pistols);

    // Whom each declines to fight, from his orders.
    for who in &cast {
        if let Some(sheet) = orders.get(who)
            && let Some(d) = super::duels::declines(&ledger, sheet)
        {
            ledger.declines.insert(who.clone(), d);
        }
    }

    // Lay each character's orders against his duties.
    let mut plans: BTreeMap<CharacterId, [Plan; 4]> = BTreeMap::new();
    for who in &cast {
        let sheet = orders.get(who).unwrap_or(&empty);
        if !orders.contains_key(who) {
            ledger.happen(None, who, Happening::NoOrders);
        }
        let plan = if ledger.away(who) {
            std::array::from_fn(|i| Plan::Act(sheet.week(i as u8 + 1).to_vec()))
        } else {
            let excused = army::excuse_duty(&mut ledger, who, orders, book, dice);
            let mut plan = regiment::plan_weeks(&mut ledger, who, sheet, book, excused);
            society::party::plan_preparations(&mut plan);
            plan
        };
        plans.insert(who.clone(), plan);
    }

    // The four weeks.
    for week in 1..=4u8 {
        ledger.week_actions = plans
            .iter()
            .filter(|(who, _)| !ledger.away(who))
            .map(|(who, plan)| {
                let actions = match &plan[usize::from(week - 1)] {
                    Plan::Act(actions) => actions.clone(),
                    Plan::Duty { short, .. } | Plan::PrepareParty { short } => short.clone(),
                };
                (who.clone(), actions)
            })
            .collect();
        society::prepare_week(&mut ledger);
        duels::heal(&mut ledger, book);
        for who in &cast {
            if !ledger.character(who).alive {
                continue;
            }
            let plan = plans[who][usize::from(week - 1)].clone();
            if army::skip_week(&mut ledger, who, week, &plan) {
                continue;
            }
            play_week(&mut ledger, who, week, plan, book, dice);
        }
        duels::week_end(&mut ledger, week, orders, book, dice);
    }

    // The month's end, for those still alive.
    let cast: Vec<CharacterId> = cast
        .into_iter()
        .filter(|who| ledger.character(who).alive)
        .collect();
    if !book.income_at_start {
        for who in &cast {
            army::income(&mut ledger, who);
        }
    }
    for who in &cast {
        let sheet = orders.get(who).unwrap_or(&empty);
        let conspicuous = sheet
            .monthly
            .iter()
            .any(|m| matches!(m, MonthlyOrder::ConspicuousConsumption));
        army::month_end_status(&mut ledger, who, book);
        if ledger.away(who) {
            society::family::pregnancies(&mut ledger, who, dice);
            continue;
        }
        society::month_end(&mut ledger, who);
        society::petition_the_king(&mut ledger, who, dice);
        society::keeping(&mut ledger, who, book.family.neglect_forgiven);
        society::wedding(&mut ledger, who, &book.family);
        society::family::pregnancies(&mut ledger, who, dice);
        society::family::conception(&mut ledger, who, sheet, book, dice);
        honour::month_end(&mut ledger, who, book);
        society::residence::month_end(&mut ledger, who, sheet, book);
        society::residence::wife_unhoused(&mut ledger, who, book);
        society::disease::month_end(&mut ledger, who, sheet, &book.disease, dice);
        let unkept = society::family::children(&mut ledger, who);
        status::month_end(&mut ledger, who, conspicuous, unkept, book);
    }
    army::month_end(&mut ledger, orders, book, dice);
    // The King's judgement on the month's deeds (003, 6.0).
    titles::month_end(&mut ledger, book, dice);

    let mut next = ledger.world;
    next.month = next.month.next();
    Outcome {
        world: next,
        events: ledger.events,
    }
}

fn play_week(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    plan: Plan,
    book: &Rulebook,
    dice: &mut dyn Dice,
) {
    match plan {
        Plan::Duty { imposed, short } => {
            for action in favours_first(short) {
                play_action(ledger, who, week, &action, book, dice);
            }
            regiment::serve_duty(ledger, who, week, imposed);
        }
        Plan::PrepareParty { short } => {
            for action in favours_first(short) {
                play_action(ledger, who, week, &action, book, dice);
            }
            society::party::prepare(ledger, who, week);
        }
        Plan::Act(actions) => {
            if !actions.iter().any(Action::is_long) {
                ledger.happen(Some(week), who, Happening::Idle);
            }
            for action in favours_first(actions) {
                play_action(ledger, who, week, &action, book, dice);
            }
        }
    }
}

/// A week's actions with the favours he pledges first: a favour is pledged on a decision
/// ("Apply to the 53rd. I'll back it with my class 3 favour"), so it must be there when the
/// decision is made, whatever the order the letter said them in. (A favour rolls no die: the
/// dice are taken in the same order.)
fn favours_first(actions: Vec<Action>) -> Vec<Action> {
    let (favours, rest): (Vec<Action>, Vec<Action>) = actions
        .into_iter()
        .partition(|a| matches!(a, Action::UseFavour(_)));
    favours.into_iter().chain(rest).collect()
}

fn play_action(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    action: &Action,
    book: &Rulebook,
    dice: &mut dyn Dice,
) {
    let w = Some(week);
    // Laid up by a grave wound (003, 8.8.2): "no podrá practicar esgrima, beber, batirse ni ir
    // al frente".
    if super::duels::laid_up_in(ledger.character(who), ledger.world.month)
        && super::duels::barred_while_laid_up(action)
    {
        let order = action.kind().to_string();
        ledger.happen(
            w,
            who,
            Happening::Refused {
                order,
                refusal: Refusal::LaidUp,
            },
        );
        return;
    }
    match action {
        Action::Rest => ledger.happen(w, who, Happening::Rested),
        Action::Practice { weapon } => practice::practise(ledger, who, week, *weapon),
        Action::BuyPistol => pistols::buy(ledger, who, week, &book.pistols),
        Action::PractisePistol => pistols::practise(ledger, who, week, &book.pistols),
        Action::TradeExpertise { weapon } => practice::trade_expertise(ledger, who, week, *weapon),
        Action::JoinClub { club } => society::join_club(ledger, who, week, *club, book),
        Action::ResignClub => society::resign_club(ledger, who, week),
        Action::VisitClub {
            club,
            carouse,
            with_mistress,
            guests,
            gamble,
            ..
        } => society::visit_club(
            ledger,
            who,
            week,
            *club,
            *carouse,
            *with_mistress || society::mistress_among(ledger, who, guests),
            gamble.as_ref(),
            book,
            dice,
        ),
        Action::VisitBawdyhouse {
            companionship,
            gamble,
            crowns_carried,
            ..
        } => society::visit_bawdyhouse(
            ledger,
            who,
            week,
            *companionship,
            gamble.as_ref(),
            *crowns_carried,
            book,
            dice,
        ),
        Action::Tavern {
            carouse,
            gamble,
            crowns_carried,
            ..
        } => society::visit_tavern(
            ledger,
            who,
            week,
            *carouse,
            gamble.as_ref(),
            *crowns_carried,
            book,
            dice,
        ),
        Action::JoinCasino => society::join_casino(ledger, who, week, book),
        Action::Casino { gamble } => {
            society::visit_casino(ledger, who, week, gamble.as_ref(), book, dice)
        }
        Action::Theatre { seat, guests } => {
            society::go_to_theatre(ledger, who, week, *seat, guests, book, dice)
        }
        Action::Court { lady, extra_gifts } => {
            society::court(ledger, who, week, lady, *extra_gifts, dice)
        }
        Action::VisitMistress => {
            let learns_on = book.family.husband_learns_on;
            society::visit_mistress(ledger, who, week, learns_on, dice)
        }
        Action::Gift { whom, crowns, .. } => {
            society::give_gift(ledger, who, week, whom.as_deref(), *crowns)
        }
        Action::Invite { whom, .. } => {
            if society::invite(ledger, who, week, whom, dice).is_none() {
                let name = whom.clone();
                ledger.happen(
                    w,
                    who,
                    Happening::Refused {
                        order: "invite".into(),
                        refusal: Refusal::UnknownLady { name },
                    },
                );
            }
        }
        Action::UseFavour(favour) => society::influence::use_favour(ledger, who, week, favour),
        Action::Bribe(bribe) => {
            society::influence::bribe(ledger, who, week, bribe, &book.influence, dice)
        }
        Action::Lend { whom, crowns } => society::lend(ledger, who, week, whom, *crowns),
        Action::Borrow { from, crowns } => society::borrow(ledger, who, week, from, *crowns),
        Action::Repay { whom, crowns } => society::repay(ledger, who, week, whom, *crowns),
        Action::DemandRepayment { whom } => society::demand(ledger, who, week, whom),
        Action::RegimentalDuty => regiment::serve_duty(ledger, who, week, false),
        Action::ApplyRegiment { .. }
        | Action::BuyRank { .. }
        | Action::BuyHorse { .. }
        | Action::HireGroom
        | Action::Volunteer { .. }
        | Action::SeekAppointment { .. }
        | Action::ExcuseDuty { .. } => army::play(ledger, who, week, action, book, dice),
        Action::If {
            condition,
            then,
            otherwise,
        } => match conditions::holds(ledger, who, condition) {
            Ok(holds) => {
                let branch = if holds { then } else { otherwise };
                for action in branch {
                    play_action(ledger, who, week, action, book, dice);
                }
            }
            Err(refusal) => {
                let order = action.kind().to_string();
                ledger.happen(w, who, Happening::Refused { order, refusal });
            }
        },
        // Settled at the week's end by `duels::week_end`, which reads the week's actions (and
        // the month's orders for the answers to challenges).
        Action::Challenge { .. }
        | Action::AcceptChallenge { .. }
        | Action::DeclineChallenge { .. }
        | Action::Apologise { .. } => {}
        Action::Insult { whom } => honour::insult(ledger, who, week, whom, book),
        Action::FollowLady { lady } => society::follow(ledger, who, week, lady, book, dice),
        Action::Propose { lady } => society::propose(ledger, who, week, lady, &book.family, dice),
        Action::GiveParty { guests } => society::party::give(
            ledger,
            who,
            week,
            guests,
            book.residences,
            book.family.party_guest_status,
        ),
    }
}
