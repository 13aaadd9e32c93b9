//! Duels as the views tell them: a `DuelView` for the field of honour's story and the
//! result's summary (the cause, the weapons, first blood, the decisive blow, how it ended),
//! and a `BlowView` per turn for the blow-by-blow account. Only facts here, no words: the
//! templates `duel.*.txt` and `blow.*.txt` word them.

use super::Names;
use crate::orders::Cause;
use crate::rules::duel::record::{
    Blow, BreakageRoll, DuelRecord, Ending, Hit, Note, Side, ThrowRoll,
};
use serde::Serialize;

/// The cause of a quarrel; `text` is the player's own words for "other".
#[derive(Debug, Clone, Serialize)]
pub(super) struct CauseView {
    kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    text: Option<String>,
}

pub(super) fn cause_view(cause: &Cause) -> CauseView {
    let (kind, text) = match cause {
        Cause::EnemyRegiment => ("enemy_regiment", None),
        Cause::Mistress => ("mistress", None),
        Cause::Insult => ("insult", None),
        Cause::RivalSuitor => ("rival_suitor", None),
        Cause::Rank => ("rank", None),
        Cause::Other { text } => ("other", Some(text.clone())),
    };
    CauseView { kind, text }
}

/// One telling stroke.
#[derive(Debug, Serialize)]
pub(super) struct Stroke {
    by: String,
    target: String,
    turn: u32,
    act: String,
    weapon: String,
    damage: u32,
}

/// A whole duel, for a story or a summary.
#[derive(Debug, Serialize)]
pub(super) struct DuelView {
    a: String,
    b: String,
    weapon_a: String,
    weapon_b: String,
    same_weapon: bool,
    /// The better swordsman, if one was better.
    advantage: Option<String>,
    challenger: Option<String>,
    challenged: Option<String>,
    cause: Option<CauseView>,
    turns: u32,
    /// The first damaging turn's strokes: one, or both men's when both hit in that turn.
    first_blood: Vec<Stroke>,
    decisive: Option<Stroke>,
    /// killed, both_killed, fell, both_fell, surrendered, first_blood, parted, turn_limit.
    ending: &'static str,
    winner: Option<String>,
    loser: Option<String>,
    dead: Vec<String>,
    /// Who fell gravely wounded and lives (003, 8.8.2).
    fallen: Vec<String>,
    murder: bool,
    surrendered: Option<String>,
    /// Whoever refused the other's surrender.
    refused_quarter: Option<String>,
    /// Whoever would have refused it, and was made to accept it by the other's second.
    enforced: Option<String>,
    /// How badly each came out: unhurt, scratched, wounded, grievous, dead.
    hurt_a: &'static str,
    hurt_b: &'static str,
    winner_hurt: Option<&'static str>,
    loser_hurt: Option<&'static str>,
    lost_a: i32,
    lost_b: i32,
    left_a: i32,
    left_b: i32,
    broke: Vec<String>,
    disarmed: Vec<String>,
    /// The GM corrected a written sequence, or drew one for a man who wrote none.
    corrected: Vec<String>,
    random: Vec<String>,
}

/// One turn of a duel.
#[derive(Debug, Serialize)]
pub(super) struct BlowView {
    turn: u32,
    /// The last of several identical quiet turns folded into one line.
    until: Option<u32>,
    /// Someone's endurance changed this turn (else it is not repeated).
    changed: bool,
    a: String,
    b: String,
    act_a: String,
    act_b: String,
    hits: Vec<HitView>,
    notes: Vec<NoteView>,
    endurance_a: i32,
    endurance_b: i32,
}

#[derive(Debug, Serialize)]
struct HitView {
    by: String,
    target: String,
    act: String,
    weapon: String,
    table_b: Option<u8>,
    /// Duelling Table C's multiplier as "1/2", "1", "3/2".
    table_c: Option<String>,
    strength: u8,
    damage: u32,
    throw: Option<ThrowRoll>,
    breakage: Option<BreakageRoll>,
}

#[derive(Debug, Serialize)]
struct NoteView {
    #[serde(flatten)]
    note: Note,
    /// The name of the side the note speaks of.
    name: String,
}

fn name(record: &DuelRecord, side: Side) -> String {
    record.names[side.index()].clone()
}

fn act_word(names: &Names, blow: &Blow, side: Side) -> String {
    let code = blow.acts[side.index()].code();
    names
        .acts
        .get(code)
        .map_or_else(|| code.to_string(), |s| s.to_string())
}

fn weapon_word(names: &Names, weapon: crate::vocab::Weapon) -> String {
    names
        .weapons
        .get(weapon.id())
        .map_or_else(|| weapon.name().to_string(), |s| s.to_string())
}

fn stroke(record: &DuelRecord, names: &Names, blow: &Blow, by: Side, hit: &Hit) -> Stroke {
    Stroke {
        by: name(record, by),
        target: name(record, by.other()),
        turn: blow.turn,
        act: act_word(names, blow, by),
        weapon: weapon_word(names, hit.weapon.unwrap_or(record.weapons[by.index()])),
        damage: hit.damage,
    }
}

/// The damaging hits in order: (blow, attacker, hit).
fn damaging(record: &DuelRecord) -> impl Iterator<Item = (&Blow, Side, &Hit)> {
    record.blows.iter().flat_map(|b| {
        Side::BOTH.into_iter().filter_map(move |s| {
            b.hits[s.index()]
                .as_ref()
                .filter(|h| h.damage > 0)
                .map(|h| (b, s, h))
        })
    })
}

fn hurt(record: &DuelRecord, side: Side) -> &'static str {
    let i = side.index();
    let (_, full) = record.endurance_before[i];
    let lost = record.lost(side);
    if record.verdict.died(side) {
        "dead"
    } else if lost == 0 {
        "unhurt"
    } else if 4 * lost < full {
        "scratched"
    } else if 2 * lost < full {
        "wounded"
    } else {
        "grievous"
    }
}

/// The view of a duel; `challenger` is the side who challenged, if known.
pub(super) fn duel_view(
    record: &DuelRecord,
    names: &Names,
    challenger: Option<Side>,
    cause: Option<&Cause>,
) -> DuelView {
    let v = record.verdict;
    let first_turn = damaging(record).next().map(|(b, _, _)| b.turn);
    let first_blood = damaging(record)
        .take_while(|(b, _, _)| Some(b.turn) == first_turn)
        .map(|(b, s, h)| stroke(record, names, b, s, h))
        .collect();
    let decisive = match v.loser() {
        Some(loser) => damaging(record)
            .filter(|(_, s, _)| *s != loser)
            .last()
            .map(|(b, s, h)| stroke(record, names, b, s, h)),
        None => damaging(record)
            .max_by_key(|(_, _, h)| h.damage)
            .map(|(b, s, h)| stroke(record, names, b, s, h)),
    };
    let ending = match v.ending {
        Ending::Killed { .. } => "killed",
        Ending::BothKilled => "both_killed",
        Ending::Fell { .. } => "fell",
        Ending::BothFell => "both_fell",
        Ending::Surrendered { .. } => "surrendered",
        Ending::FirstBlood => "first_blood",
        Ending::Parted => "parted",
        Ending::TurnLimit => "turn_limit",
    };
    let mut broke = Vec::new();
    let mut disarmed = Vec::new();
    let mut refused_quarter = None;
    let mut enforced = None;
    for note in record.blows.iter().flat_map(|b| &b.notes) {
        match note {
            Note::Broke { side, .. } => broke.push(name(record, *side)),
            Note::Disarmed { side } => disarmed.push(name(record, *side)),
            Note::SurrenderRefused { by } => refused_quarter = Some(name(record, *by)),
            Note::SurrenderEnforced { by } => enforced = Some(name(record, *by)),
            _ => {}
        }
    }
    let mut corrected: Vec<String> = record
        .corrections
        .iter()
        .map(|c| name(record, c.side))
        .collect();
    corrected.dedup();
    DuelView {
        a: name(record, Side::A),
        b: name(record, Side::B),
        weapon_a: weapon_word(names, record.weapons[0]),
        weapon_b: weapon_word(names, record.weapons[1]),
        same_weapon: record.weapons[0] == record.weapons[1],
        advantage: record.advantage.map(|s| name(record, s)),
        challenger: challenger.map(|s| name(record, s)),
        challenged: challenger.map(|s| name(record, s.other())),
        cause: cause.map(cause_view),
        turns: v.turns,
        first_blood,
        decisive,
        ending,
        winner: v.winner.map(|s| name(record, s)),
        loser: v.loser().map(|s| name(record, s)),
        dead: Side::BOTH
            .into_iter()
            .filter(|s| v.died(*s))
            .map(|s| name(record, s))
            .collect(),
        fallen: Side::BOTH
            .into_iter()
            .filter(|s| record.fell(*s))
            .map(|s| name(record, s))
            .collect(),
        murder: matches!(v.ending, Ending::Killed { murder: true, .. }),
        surrendered: match v.ending {
            Ending::Surrendered { by } => Some(name(record, by)),
            _ => None,
        },
        refused_quarter,
        enforced,
        hurt_a: hurt(record, Side::A),
        hurt_b: hurt(record, Side::B),
        winner_hurt: v.winner.map(|s| hurt(record, s)),
        loser_hurt: v.loser().map(|s| hurt(record, s)),
        lost_a: record.lost(Side::A),
        lost_b: record.lost(Side::B),
        left_a: record.endurance_after[0],
        left_b: record.endurance_after[1],
        broke,
        disarmed,
        corrected,
        random: Side::BOTH
            .into_iter()
            .filter(|s| record.random_sequence[s.index()])
            .map(|s| name(record, s))
            .collect(),
    }
}

/// Every turn of a duel; runs of identical turns where nothing happens are folded.
pub(super) fn blow_views(record: &DuelRecord, names: &Names) -> Vec<BlowView> {
    let mut views: Vec<BlowView> = Vec::new();
    let mut previous: Option<&Blow> = None;
    let mut endurance = [record.endurance_before[0].0, record.endurance_before[1].0];
    for b in &record.blows {
        let quiet = b.notes.is_empty() && b.hits.iter().flatten().all(|h| h.damage == 0);
        if quiet
            && let (Some(p), Some(last)) = (previous, views.last_mut())
            && p.acts == b.acts
            && last.hits.iter().all(|h| h.damage == 0)
            && last.notes.is_empty()
        {
            last.until = Some(b.turn);
            previous = Some(b);
            continue;
        }
        let changed = b.endurance != endurance;
        endurance = b.endurance;
        previous = Some(b);
        views.push(BlowView {
            turn: b.turn,
            until: None,
            changed,
            a: name(record, Side::A),
            b: name(record, Side::B),
            act_a: act_word(names, b, Side::A),
            act_b: act_word(names, b, Side::B),
            hits: Side::BOTH
                .into_iter()
                .filter_map(|s| {
                    b.hits[s.index()].as_ref().map(|h| HitView {
                        by: name(record, s),
                        target: name(record, s.other()),
                        act: act_word(names, b, s),
                        weapon: weapon_word(names, h.weapon.unwrap_or(record.weapons[s.index()])),
                        table_b: h.table_b,
                        table_c: h.table_c.map(|(n, d)| {
                            if d == 1 {
                                n.to_string()
                            } else {
                                format!("{n}/{d}")
                            }
                        }),
                        strength: h.strength,
                        damage: h.damage,
                        throw: h.throw,
                        breakage: h.breakage,
                    })
                })
                .collect(),
            notes: b
                .notes
                .iter()
                .map(|n| NoteView {
                    note: n.clone(),
                    name: name(record, note_side(n)),
                })
                .collect(),
            endurance_a: b.endurance[0],
            endurance_b: b.endurance[1],
        });
    }
    views
}

fn note_side(note: &Note) -> Side {
    match note {
        Note::SequenceBegins { side, .. }
        | Note::MandatoryRest { side }
        | Note::Lengthened { side, .. }
        | Note::MustClose { side }
        | Note::NoRiposte { side }
        | Note::Riposte { side }
        | Note::Unarmed { side, .. }
        | Note::Broke { side, .. }
        | Note::Disarmed { side }
        | Note::SurrenderOffered { side, .. } => *side,
        Note::SurrenderAccepted { by }
        | Note::SurrenderRefused { by }
        | Note::SurrenderEnforced { by } => *by,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::duel::record::Verdict;
    use crate::tables::duelling::Act;
    use crate::vocab::Weapon;

    fn hit(damage: u32) -> Option<Hit> {
        Some(Hit {
            weapon: None,
            table_b: Some(2),
            table_c: Some((1, 1)),
            strength: 3,
            damage,
            throw: None,
            breakage: None,
        })
    }

    fn blow(turn: u32, hits: [Option<Hit>; 2], endurance: [i32; 2]) -> Blow {
        Blow {
            turn,
            acts: [Act::Lunge, Act::Slash],
            hits,
            notes: vec![],
            endurance,
        }
    }

    fn record(blows: Vec<Blow>) -> DuelRecord {
        DuelRecord {
            names: ["Athos".into(), "Jussac".into()],
            weapons: [Weapon::Rapier, Weapon::Sabre],
            expertise: [3, 3],
            advantage: None,
            expertise_rests: [0, 0],
            random_sequence: [false, false],
            corrections: vec![],
            endurance_before: [(20, 20), (20, 20)],
            endurance_after: [15, 14],
            blows,
            verdict: Verdict {
                winner: Some(Side::A),
                ending: Ending::FirstBlood,
                turns: 2,
            },
        }
    }

    fn by(view: &DuelView) -> Vec<&str> {
        view.first_blood.iter().map(|s| s.by.as_str()).collect()
    }

    /// The audit: when both hit in the same turn, first blood is not the first named man's.
    #[test]
    fn both_draw_first_blood_when_both_hit_in_the_same_turn() {
        let names = Names::default();
        let both = record(vec![
            blow(1, [None, None], [20, 20]),
            blow(2, [hit(6), hit(5)], [15, 14]),
            blow(3, [hit(1), None], [15, 13]),
        ]);
        assert_eq!(
            by(&duel_view(&both, &names, None, None)),
            ["Athos", "Jussac"]
        );
        for (language, words) in [
            (
                crate::vocab::Language::English,
                "Both drew blood in the same turn",
            ),
            (
                crate::vocab::Language::Spanish,
                "Ambos hicieron sangre en el mismo turno",
            ),
        ] {
            let renderer = super::super::Renderer::new(language, None).unwrap();
            let names = Names::in_language(
                &crate::world::World::new(crate::calendar::Month::new(1626, 8)),
                language,
            );
            let view = duel_view(&both, &names, None, None);
            for v in 0..3 {
                let story = renderer
                    .render_value(
                        "duel",
                        &[("kind", &"duel"), ("d", &view), ("v", &v)],
                        &names,
                    )
                    .unwrap();
                assert!(story.contains(words), "{story}");
            }
        }
        let one = record(vec![
            blow(1, [None, hit(5)], [15, 20]),
            blow(2, [hit(6), None], [15, 14]),
        ]);
        assert_eq!(by(&duel_view(&one, &names, None, None)), ["Jussac"]);
    }
}
