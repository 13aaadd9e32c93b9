//! Regimental duty (000, Regimental Table C notes): privates spend two weeks of each month on
//! duty, subalterns one; while on duty they may do nothing else.

use super::Rulebook;
use super::events::{Happening, Refusal};
use super::ledger::{Ledger, Place};
use super::plan::Plan;
use crate::orders::{Action, OrderSheet};
use crate::tables::regiments;
use crate::world::CharacterId;

/// Lays a character's orders against his duty: the weeks he ordered duty, plus, if he
/// ordered fewer than his rank owes and the rulebook imposes duty, the last weeks with no
/// long action, then the last weeks (whose orders are refused).
pub(super) fn plan_weeks(
    ledger: &mut Ledger,
    who: &CharacterId,
    sheet: &OrderSheet,
    book: &Rulebook,
    excused: u8,
) -> [Plan; 4] {
    let mut plan: [Plan; 4] = std::array::from_fn(|i| {
        let actions = sheet.week(i as u8 + 1);
        if actions.iter().any(|a| matches!(a, Action::RegimentalDuty)) {
            Plan::Duty {
                imposed: false,
                short: short_actions(actions),
            }
        } else {
            Plan::Act(actions.to_vec())
        }
    });
    let Some(commission) = ledger.character(who).commission else {
        return plan;
    };
    // Weeks excused by the Battalion commander are owed no more (`army::excuse_duty`).
    let owed = usize::from(regiments::duty_weeks(commission.rank).saturating_sub(excused));
    let ordered = plan
        .iter()
        .filter(|p| matches!(p, Plan::Duty { .. }))
        .count();
    if !book.impose_duty || ordered >= owed {
        return plan;
    }
    let mut missing = owed - ordered;
    // First the free weeks, latest first; then the busy ones, latest first.
    for busy in [false, true] {
        for i in (0..4).rev() {
            if missing == 0 {
                break;
            }
            let Plan::Act(actions) = &plan[i] else {
                continue;
            };
            if actions.iter().any(Action::is_long) != busy {
                continue;
            }
            for refused in actions.iter().filter(|a| a.is_long()) {
                ledger.happen(
                    Some(i as u8 + 1),
                    who,
                    Happening::Refused {
                        order: refused.kind().to_string(),
                        refusal: Refusal::OnDuty,
                    },
                );
            }
            plan[i] = Plan::Duty {
                imposed: true,
                short: short_actions(actions),
            };
            missing -= 1;
        }
    }
    plan
}

/// The short actions of a week (joining a club...), which duty does not prevent.
fn short_actions(actions: &[Action]) -> Vec<Action> {
    actions.iter().filter(|a| !a.is_long()).cloned().collect()
}

/// A week on duty with the regiment.
pub(super) fn serve_duty(ledger: &mut Ledger, who: &CharacterId, week: u8, imposed: bool) {
    match ledger.character(who).commission {
        Some(commission) => {
            ledger.saw(week, Place::Regiment(commission.regiment), who);
            ledger.happen(
                Some(week),
                who,
                Happening::ServedDuty {
                    regiment: commission.regiment,
                    imposed,
                },
            )
        }
        None => ledger.happen(
            Some(week),
            who,
            Happening::Refused {
                order: "regimental_duty".to_string(),
                refusal: Refusal::NoRegiment,
            },
        ),
    }
}
