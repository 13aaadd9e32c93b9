//! Affairs of honour as *Preux et audacieux* rules them (003, 7.1 Causas para retar; 7.2 Los
//! segundos), beside the duel itself (`duels`): insults, apologies, the terms of a duel,
//! seconds. Numbers: `tables::honour`. Each rule is a variant of `[house_rules.honour]`
//! ([`HonourRules`]); the defaults are the English rulebook's game, where an insult is a
//! cause and nothing more, an apology ends a quarrel at no cost, each duellist draws his own
//! weapon and nobody hires a second.
//!
//! - **Insults** (`Action::Insult`: 003's insults are public, on the game's list; a player
//!   orders one, or the GM puts on the insulter's orders one said on the list). The man
//!   insulted has cause to challenge (as today). Under 003 (`insults`), he "puede ignorar los
//!   insultos de otro si éste no tiene un nivel social igual o mayor que 12 o está más de 6
//!   niveles sociales por debajo de él, siempre que no tenga título" (7.1.3; its examples read
//!   both conditions together: [`beneath_notice`]); any other insult he must answer with a
//!   challenge, "o de lo contrario afrontar la pérdida ... de la mitad del nivel social en
//!   puntos de status, cada mes, acumulativa durante tres meses, hasta que se lance el reto"
//!   (7.1.5): the insult is kept on his sheet ([`crate::world::Affront`]) and costs half his
//!   level at each month's end until he challenges the insulter or has paid three months,
//!   when "el asunto ha concluido" (7.1.7). A man in disgrace "deberá aceptar ser llamado
//!   cobarde ... como un justo comentario" (7.1.12): an insult costs him nothing, and his
//!   challenge for an insult is of insufficient cause (`duels::recognised`), which the
//!   challenged may ignore.
//! - **Apologies** (7.1.9-7.1.10): accepted, "a los efectos de puntos de status será como si
//!   ambos caballeros hubiesen luchado y el que se disculpó hubiera perdido" (Duelling Table D
//!   for their regiments, no more: no expertise, no wound); refused, "el que se disculpó
//!   pierde el doble de lo que habría perdido declinando el reto, mientras que el otro
//!   personaje no gana nada". The offended party answers by his standing duel orders
//!   (`refuse_apologies`, `accept_apologies`), else by the house rule `accept_apologies`.
//! - **Terms** (7.1.8): "Los personajes que reten no pueden imponer condiciones, ya que este
//!   derecho lo tienen los retados": a formal duel is fought with the challenged man's
//!   weapon (his duel orders', else his regiment's, else the rapier), by both; a challenger
//!   whose orders refuse that weapon (`refuse_weapons`) "sufrirá la misma pérdida de puntos
//!   de status que acarrea el rechazar un duelo".
//! - **Seconds** (7.2): "Es posible contratar a un segundo pagando una cantidad igual al nivel
//!   social del duelista" (7.2.3): a monthly order, paid at the month's start, for every duel
//!   of the month. A man with a second who surrenders cannot be refused ("o se vea obligado a
//!   aceptarla por los padrinos de su contrario", 8.3.1: `duel::engine`); the surrender of a
//!   man without one may be refused (the opponent's `no_quarter`), "convirtiéndose
//!   automáticamente en bellaco y perdiendo un nivel social" (7.2.2).
//!
//! House rules (each documented where it is coded): an unanswered insult is first counted at
//! the end of the month after the insult's (he learns of it in that month's result, and
//! answers by his next orders), and not in a month the insulter spends away at the war (7.1.10:
//! "Ambos deberán estar presentes"); any challenge of the insulter, or a duel fought with him,
//! answers it; the game does not know what an insult is about, so every insult to a man in
//! disgrace is read as about his disgrace (7.1.12); a refused apology ends the quarrel as a
//! declined challenge would (the other "no gana nada": he gains no duel either); declining
//! the terms counts as declining a duel with cause, and the challenged gains what meeting a
//! man who declines gives (003's Table D, "+2 Encontrarse con un oponente que decline un
//! duelo"); a second's hire is for the month; a man whose second made him accept a surrender
//! is no cad; the level lost as a cad is the level a murderer loses (he is not fined twice).

use super::Rulebook;
use super::events::{Happening, Refusal, Source};
use super::ledger::Ledger;
use crate::orders::{DuelOrders, MonthlyOrder, OrderSheet};
pub use crate::rules::events::Affronted;
pub use crate::rules::rulebook::honour::{Apologies, HonourRules};
use crate::tables::honour::honour;
use crate::tables::regiments::{self, Relation};
use crate::world::{Affront, Character, CharacterId};
use std::collections::BTreeMap;

/// 003, 7.1.3: whether `offended` may ignore the insults of `insulter` (untitled, below 12,
/// and more than six levels below him). A title is inherited or granted by the King (6.0).
pub fn beneath_notice(offended: &Character, insulter: &Character) -> bool {
    honour().may_ignore(
        offended.social_level,
        insulter.social_level,
        insulter.highest_title().is_some(),
    )
}

/// What an insult from `insulter` asks of `offended` under these rules.
pub fn affronted(book: &Rulebook, offended: &Character, insulter: &Character) -> Affronted {
    if !book.honour.insults {
        Affronted::Cause
    } else if offended.disgrace.is_some() {
        Affronted::FairComment
    } else if beneath_notice(offended, insulter) {
        Affronted::BeneathNotice
    } else {
        Affronted::Owed
    }
}

/// An insult, in a week: told to both, and kept on the sheet of a man who must answer it.
pub(super) fn insult(
    ledger: &mut Ledger,
    who: &CharacterId,
    week: u8,
    whom: &str,
    book: &Rulebook,
) {
    let w = Some(week);
    let target = ledger
        .world
        .character_named(whom)
        .filter(|c| c.alive && c.id != *who)
        .map(|c| c.id.clone());
    let Some(target) = target else {
        let refusal = Refusal::UnknownCharacter {
            name: whom.to_string(),
        };
        let order = "insult".to_string();
        ledger.happen(w, who, Happening::Refused { order, refusal });
        return;
    };
    let standing = affronted(book, ledger.character(&target), ledger.character(who));
    ledger.happen(
        w,
        who,
        Happening::Insulted {
            whom: target.clone(),
        },
    );
    ledger.happen(
        w,
        &target,
        Happening::InsultReceived {
            by: who.clone(),
            standing,
        },
    );
    let month = ledger.world.month;
    let offended = ledger.character_mut(&target);
    // One insult from a man waits at a time: the matter is one until it is answered.
    if standing == Affronted::Owed && !offended.affronts.iter().any(|a| a.by == *who) {
        offended.affronts.push(Affront {
            by: who.clone(),
            since: month,
            months: 0,
            declined: false,
        });
    }
}

/// 003, 7.1.5 (`[house_rules.honour] insulter_declines`): the insulter who declines the
/// challenge of the man he insulted pays as a man who lets an insult pass, the declining (paid
/// as any) his first month; two more at the months' ends, unless he challenges or fights him.
pub(super) fn insulter_declined(
    ledger: &mut Ledger,
    insulter: &CharacterId,
    offended: &CharacterId,
    book: &Rulebook,
) {
    let monthly =
        book.honour.insulter_declines == crate::rules::rulebook::honour::InsulterDeclines::Monthly;
    let insulted = ledger
        .character(offended)
        .affronts
        .iter()
        .any(|a| a.by == *insulter && !a.declined);
    if !book.honour.insults || !monthly || !insulted {
        return;
    }
    let month = ledger.world.month;
    let c = ledger.character_mut(insulter);
    if !c.affronts.iter().any(|a| a.by == *offended) {
        c.affronts.push(Affront {
            by: offended.clone(),
            since: month,
            months: 1,
            declined: true,
        });
    }
}

/// Whether `who` challenged `by`, or fought him, this month: the insult is answered.
fn answered(ledger: &Ledger, who: &CharacterId, by: &CharacterId) -> bool {
    ledger.events.iter().any(|e| {
        e.who.as_ref() == Some(who)
            && match &e.what {
                Happening::Challenged { whom, .. } => whom == by,
                Happening::Fought { opponent, .. } => opponent == by,
                _ => false,
            }
    })
}

/// The month's end for a man in Paris (003, 7.1.5, 7.1.7): each insult he owes an answer,
/// if the month gave him none, costs half his level; after three months it is done with.
///
/// House rules: the month of the insult is not counted (he learns of it in its result);
/// nor a month the insulter spent away at the war; the insult of a man now dead lapses.
pub(super) fn month_end(ledger: &mut Ledger, who: &CharacterId, book: &Rulebook) {
    if !book.honour.insults {
        return;
    }
    let affronts = std::mem::take(&mut ledger.character_mut(who).affronts);
    let month = ledger.world.month;
    let h = honour();
    let mut kept = Vec::new();
    for mut affront in affronts {
        let alive = ledger
            .world
            .characters
            .get(&affront.by)
            .is_some_and(|c| c.alive);
        if !alive || answered(ledger, who, &affront.by) {
            continue;
        }
        if affront.since == month || ledger.away(&affront.by) {
            kept.push(affront);
            continue;
        }
        affront.months += 1;
        let points = h.unanswered(ledger.character(who).social_level);
        let by = affront.by.clone();
        let declined = affront.declined;
        let source = Source::UnansweredInsult {
            by: by.clone(),
            declined,
        };
        ledger.status(None, who, points, source);
        let concluded = affront.months >= h.unanswered_months;
        ledger.happen(
            None,
            who,
            Happening::InsultUnanswered {
                by,
                months: affront.months,
                concluded,
                declined,
            },
        );
        if !concluded {
            kept.push(affront);
        }
    }
    ledger.character_mut(who).affronts = kept;
}

/// The month's beginning: the seconds hired for the month's duels (003, 7.2.3), paid for now.
/// A man away at the war hires none (there are no duels there, and no money is spent).
pub(super) fn hire_seconds(
    ledger: &mut Ledger,
    orders: &BTreeMap<CharacterId, OrderSheet>,
    book: &Rulebook,
) {
    for (who, sheet) in orders {
        let hires = sheet
            .monthly
            .iter()
            .any(|m| matches!(m, MonthlyOrder::HireSecond));
        let here = ledger.world.characters.get(who).is_some_and(|c| c.alive);
        if !hires || !here || ledger.away(who) {
            continue;
        }
        let order = "hire_second".to_string();
        if !book.honour.seconds {
            let refusal = Refusal::NoHiredSeconds;
            ledger.happen(None, who, Happening::Refused { order, refusal });
            continue;
        }
        let c = ledger.character(who);
        let cost = honour().second(c.social_level);
        if c.crowns < cost {
            let refusal = Refusal::CannotAfford {
                cost,
                crowns: c.crowns,
            };
            ledger.happen(None, who, Happening::Refused { order, refusal });
            continue;
        }
        ledger.purse(None, who, -cost, Source::Second);
        ledger.seconds.insert(who.clone());
    }
}

/// Whether `offended` accepts the apology of `sorry` (003, 7.1.9): his standing orders name
/// him (or "all"), else the house rule.
fn accepts_apology(
    ledger: &Ledger,
    orders: &BTreeMap<CharacterId, OrderSheet>,
    offended: &CharacterId,
    sorry: &CharacterId,
    book: &Rulebook,
) -> bool {
    let none = DuelOrders::default();
    let standing = orders
        .get(offended)
        .and_then(|s| s.duel.as_ref())
        .unwrap_or(&none);
    // As the rules find a man by his name (a first name alone, when one man bears it).
    let names = |list: &[String]| {
        list.iter().any(|n| {
            ledger
                .world
                .character_named(n)
                .is_some_and(|c| c.id == *sorry)
        })
    };
    let all = |list: &[String]| {
        list.iter().any(|n| {
            ["all", "everyone", "anyone", "everybody", "todos"]
                .iter()
                .any(|w| n.trim().eq_ignore_ascii_case(w))
        })
    };
    // A name before "all", acceptance before refusal.
    if names(&standing.accept_apologies) {
        true
    } else if names(&standing.refuse_apologies) || all(&standing.refuse_apologies) {
        false
    } else if all(&standing.accept_apologies) {
        true
    } else {
        book.honour.accept_apologies
    }
}

/// How two men's regiments stand for Duelling Table D (none: neutral; his own: a friend).
pub(super) fn relation(a: &Character, b: &Character) -> Relation {
    match (a.regiment(), b.regiment()) {
        (Some(x), Some(y)) => regiments::relation(x, y),
        _ => Relation::Neutral,
    }
}

/// An apology in an affair: `sorry` apologises to `to`, and the quarrel ends (000's house
/// rule; 003, 7.1.9-7.1.10, with its status). `cause`: the challenge had cause; `free`: the
/// apologiser could have declined it at no cost (below half his endurance).
#[allow(clippy::too_many_arguments)]
pub(super) fn apologise(
    ledger: &mut Ledger,
    week: u8,
    sorry: &CharacterId,
    to: &CharacterId,
    cause: bool,
    free: bool,
    orders: &BTreeMap<CharacterId, OrderSheet>,
    book: &Rulebook,
) {
    let w = Some(week);
    if book.honour.apologies == Apologies::Rulebook {
        let to = to.clone();
        ledger.happen(w, sorry, Happening::Apologised { to, accepted: None });
        return;
    }
    let accepted = accepts_apology(ledger, orders, to, sorry, book);
    ledger.happen(
        w,
        sorry,
        Happening::Apologised {
            to: to.clone(),
            accepted: Some(accepted),
        },
    );
    ledger.happen(
        w,
        to,
        Happening::ApologyReceived {
            from: sorry.clone(),
            accepted,
        },
    );
    let source = |with: &CharacterId, offered: bool| Source::Apology {
        with: with.clone(),
        accepted,
        offered,
    };
    if accepted {
        // "como si ambos caballeros hubiesen luchado y el que se disculpó hubiera perdido".
        let relation = relation(ledger.character(sorry), ledger.character(to));
        let lost = crate::tables::duelling::duel_outcome_status(relation, false);
        let won = crate::tables::duelling::duel_outcome_status(relation, true);
        ledger.status(w, sorry, lost, source(to, true));
        ledger.status(w, to, won, source(sorry, false));
    } else {
        // "pierde el doble de lo que habría perdido declinando el reto, mientras que el otro
        // personaje no gana nada".
        let level = ledger.character(sorry).social_level;
        let (_, declining) = super::duel::aftermath::challenge_refused(cause, level, free);
        let points = declining * honour().rejected_apology_factor;
        ledger.status(w, sorry, points, source(to, true));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::birth::Title;

    use crate::rules::test_support::gentleman as man;

    /// 7.1.3's two examples, between characters: a title always needs an answer.
    #[test]
    fn who_is_beneath_whose_notice() {
        let (duke, chevalier) = (man("Duc", 23), man("Chevalier", 11));
        assert!(beneath_notice(&duke, &chevalier));
        assert!(!beneath_notice(&duke, &man("Marquis", 12)));
        let mut titled = man("Baron", 5);
        titled.birth.title = Some(Title::Baron);
        titled.birth.titled = true;
        assert!(
            !beneath_notice(&duke, &titled),
            "siempre que no tenga título"
        );
        // A title the King granted (6.0) is as good as one inherited.
        let mut knighted = man("Chevalier", 11);
        knighted
            .titles
            .push(crate::tables::titles::NobleTitle::Chevalier);
        assert!(!beneath_notice(&duke, &knighted));
        let fourteen = man("Quatorze", 14);
        assert!(beneath_notice(&fourteen, &man("Sept", 7)));
        assert!(!beneath_notice(&fourteen, &man("Huit", 8)));
    }

    /// What an insult asks, rule by rule.
    #[test]
    fn what_an_insult_asks() {
        let preux = Rulebook::preux();
        let (high, low) = (man("Duc", 23), man("Chevalier", 11));
        assert_eq!(affronted(&preux, &high, &low), Affronted::BeneathNotice);
        assert_eq!(affronted(&preux, &low, &high), Affronted::Owed);
        assert_eq!(
            affronted(&Rulebook::default(), &low, &high),
            Affronted::Cause
        );
        let mut disgraced = low.clone();
        disgraced.disgrace = Some(None);
        assert_eq!(affronted(&preux, &disgraced, &high), Affronted::FairComment);
    }
}
