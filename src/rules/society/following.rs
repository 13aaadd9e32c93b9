//! Following a lady (003, 4.1.6): "el galán puede seguirla discretamente y abordarla cuando
//! vea la ocasión ... dicho movimiento ocupa una semana entera, y el jugador irá esa semana al
//! mismo sitio donde vaya dicha dama, con los gastos que ello conlleve ... Si la dama entra en
//! un sitio donde el personaje no puede entrar (Casino, club de NS más alto, etc), el pobre
//! caballero se quedará en la puerta ... Asimismo, si la dama no sale de casa, la jugada falla
//! automáticamente." Once he has spoken with her (4.1.8) he may court her, and he knows
//! whether she is influential (4.1.3: "solamente se podrá descubrir entablando conversación
//! con ella").
//!
//! House rule: 4.1.7's table ("El árbitro tirará un dado y aplicará el siguiente resultado")
//! is lost. It is reconstructed as where she goes on one die, `[house_rules] follow_lady`,
//! six places, by default `DEFAULT_TABLE`: 1 she stays at home (the follow fails), 2 Mass at
//! her parish, 3 a walk in the Tuileries (he approaches her, at no cost), 4 the Théâtre Royale
//! (he takes a seat in the stalls, at its price, and the play's status: 003, 3.4), 5 a
//! reception at a club of her level (he gets in if his social level is at least hers), 6 the
//! Grand Casino (he gets in if he is a member, 3.3.5). Where a game has not 003's venues, the
//! theatre reads as the walk and the Casino as the reception.

use crate::dice::Dice;
use crate::orders::Seat;
use crate::rules::Rulebook;
use crate::rules::events::{Happening, Refusal};
use crate::rules::ledger::Ledger;
pub use crate::rules::rulebook::society::{DEFAULT_TABLE, Whereabouts};
use crate::world::CharacterId;

/// A week following `name`: one die on the table, he goes where she goes, and approaches her
/// if he can get in.
pub(in crate::rules) fn follow(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    name: &str,
    book: &Rulebook,
    dice: &mut dyn Dice,
) {
    let w = Some(week);
    if !book.following {
        return super::refuse(ledger, who, w, "follow_lady", Refusal::NoFollowing);
    }
    let Some(lady) = ledger.world.lady_named(name).cloned() else {
        let name = name.to_string();
        let refusal = Refusal::UnknownLady { name };
        return super::refuse(ledger, who, w, "follow_lady", refusal);
    };
    let roll = dice.d6();
    let place = match book.follow_lady[usize::from(roll.clamp(1, 6) - 1)] {
        Whereabouts::Theatre if !book.spanish_venues => Whereabouts::Promenade,
        Whereabouts::Casino if !book.spanish_venues => Whereabouts::Salon,
        place => place,
    };
    let suitor = ledger.character(who);
    let met = match place {
        Whereabouts::Home => false,
        Whereabouts::Church | Whereabouts::Promenade => true,
        Whereabouts::Salon => suitor.social_level >= lady.social_level,
        Whereabouts::Casino => suitor.casino.is_some(),
        Whereabouts::Theatre => {
            // He pays for his seat and takes the play's status like any man in the stalls.
            let before = ledger.events.len();
            super::go_to_theatre(ledger, who, week, Seat::Stalls, &[], book, dice);
            ledger.events[before..]
                .iter()
                .any(|e| matches!(e.what, Happening::WentToTheatre { .. }))
        }
    };
    let what = Happening::Followed {
        lady: lady.id.clone(),
        roll,
        place,
        met,
        influential: met.then_some(lady.influential),
    };
    ledger.happen(w, who, what);
}
