//! The standing duel orders in words, as the acknowledgement and the GM's notice echo them
//! (`standing.{en,es}.txt`): the weapon, the sequences, when he surrenders, whom he gives no
//! quarter, which challenges, apologies and terms he accepts. A misread surrender point is
//! seen by the player before the deadline, like a misread week.

use crate::orders::{AcceptPolicy, DuelOrders, SurrenderAt};
use crate::tables::duelling::Act;
use crate::vocab::{Language, Weapon};
use serde::Serialize;

/// One thing the standing orders say, for the template to word.
#[derive(Debug, Serialize, PartialEq)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub(super) enum Standing<'a> {
    Weapon {
        weapon: Weapon,
    },
    Sequence {
        against: Option<&'a str>,
        codes: String,
    },
    SurrenderAt {
        endurance: i32,
    },
    SurrenderPercent {
        percent: u32,
    },
    NeverSurrender,
    NoQuarter {
        whom: &'a [String],
    },
    AcceptAll,
    AcceptNone,
    AcceptWithCause,
    AcceptAllBut {
        whom: &'a [String],
    },
    RefuseAllApologies,
    RefuseApologies {
        whom: Vec<&'a str>,
    },
    AcceptApologies {
        whom: &'a [String],
    },
    RefuseWeapons {
        weapons: &'a [Weapon],
    },
}

/// What `orders` say, in the order a player reads them. Sequences are in the game's codes
/// (003's F, T, SA... in Spanish).
pub(super) fn standing(orders: &DuelOrders, language: Language) -> Vec<Standing<'_>> {
    let mut out = Vec::new();
    if let Some(weapon) = orders.weapon {
        out.push(Standing::Weapon { weapon });
    }
    for s in &orders.sequences {
        let codes = s
            .actions
            .iter()
            .map(|c| match language {
                Language::Spanish => Act::from_code(c)
                    .and_then(Act::spanish_code)
                    .unwrap_or(c)
                    .to_string(),
                _ => c.clone(),
            })
            .collect::<Vec<_>>()
            .join("-");
        out.push(Standing::Sequence {
            against: s.against.as_deref(),
            codes,
        });
    }
    match orders.surrender_at {
        Some(SurrenderAt::Endurance(endurance)) => out.push(Standing::SurrenderAt { endurance }),
        Some(SurrenderAt::Fraction(f)) => out.push(Standing::SurrenderPercent {
            percent: (f * 100.0).round() as u32,
        }),
        Some(SurrenderAt::Never) => out.push(Standing::NeverSurrender),
        None => {}
    }
    if !orders.no_quarter.is_empty() {
        out.push(Standing::NoQuarter {
            whom: &orders.no_quarter,
        });
    }
    match &orders.accept {
        Some(AcceptPolicy::All) => out.push(Standing::AcceptAll),
        Some(AcceptPolicy::None) => out.push(Standing::AcceptNone),
        Some(AcceptPolicy::WithCause) => out.push(Standing::AcceptWithCause),
        Some(AcceptPolicy::AllBut(whom)) => out.push(Standing::AcceptAllBut { whom }),
        None => {}
    }
    let (all, named): (Vec<&String>, Vec<&String>) =
        orders.refuse_apologies.iter().partition(|n| *n == "all");
    if !all.is_empty() {
        out.push(Standing::RefuseAllApologies);
    }
    if !named.is_empty() {
        out.push(Standing::RefuseApologies {
            whom: named.into_iter().map(String::as_str).collect(),
        });
    }
    if !orders.accept_apologies.is_empty() {
        out.push(Standing::AcceptApologies {
            whom: &orders.accept_apologies,
        });
    }
    if !orders.refuse_weapons.is_empty() {
        out.push(Standing::RefuseWeapons {
            weapons: &orders.refuse_weapons,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::orders::Sequence;

    #[test]
    fn a_sequence_is_shown_in_the_games_codes() {
        let orders = DuelOrders {
            sequences: vec![Sequence::new(
                None,
                ["X", "L", "X", "JB", "X"].map(String::from).to_vec(),
            )],
            ..DuelOrders::default()
        };
        let codes = |language| match &standing(&orders, language)[..] {
            [Standing::Sequence { codes, .. }] => codes.clone(),
            other => panic!("{other:?}"),
        };
        assert_eq!(codes(Language::English), "X-L-X-JB-X");
        assert_eq!(codes(Language::Spanish), "X-F-X-SA-X");
    }

    /// Every kind has its words in both languages (a kind the template lacks would print an
    /// empty part).
    #[test]
    fn every_kind_is_worded_in_both_languages() {
        use super::super::{Names, Renderer};
        use crate::calendar::Month;
        use crate::world::World;
        let whom = vec!["Jussac".to_string()];
        let weapons = [Weapon::Cutlass];
        let every = [
            Standing::Weapon {
                weapon: Weapon::Rapier,
            },
            Standing::Sequence {
                against: Some("Jussac"),
                codes: "X-L-X".into(),
            },
            Standing::SurrenderAt { endurance: 20 },
            Standing::SurrenderPercent { percent: 50 },
            Standing::NeverSurrender,
            Standing::NoQuarter { whom: &whom },
            Standing::AcceptAll,
            Standing::AcceptNone,
            Standing::AcceptWithCause,
            Standing::AcceptAllBut { whom: &whom },
            Standing::RefuseAllApologies,
            Standing::RefuseApologies {
                whom: vec!["Jussac"],
            },
            Standing::AcceptApologies { whom: &whom },
            Standing::RefuseWeapons { weapons: &weapons },
        ];
        for language in [Language::English, Language::Spanish] {
            let renderer = Renderer::new(language, None).expect("templates");
            let names = Names::in_language(&World::new(Month::new(1626, 8)), language);
            for part in &every {
                let text = renderer
                    .render_value("standing", &[("parts", &[part])], &names)
                    .expect("renders");
                assert!(text.len() > 8, "{part:?} in {language:?}: {text:?}");
            }
        }
    }

    #[test]
    fn all_apologies_refused_is_said_apart_from_the_named() {
        let orders = DuelOrders {
            refuse_apologies: vec!["all".into(), "Jussac".into()],
            surrender_at: Some(SurrenderAt::Fraction(0.5)),
            ..DuelOrders::default()
        };
        assert_eq!(
            standing(&orders, Language::English),
            vec![
                Standing::SurrenderPercent { percent: 50 },
                Standing::RefuseAllApologies,
                Standing::RefuseApologies {
                    whom: vec!["Jussac"]
                },
            ]
        );
    }
}
