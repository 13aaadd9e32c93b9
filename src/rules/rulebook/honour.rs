//! The rules of honour (`[house_rules.honour]`): insults, apologies, terms and seconds.

use serde::{Deserialize, Serialize};

/// The rules of honour a game is played by (`[house_rules.honour]`). The defaults are the
/// English rulebook's (000); [`HonourRules::preux`] is 003's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct HonourRules {
    /// 003, 7.1.3, 7.1.5, 7.1.7 and 7.1.12: insults beneath one's notice may be ignored, the
    /// others must be answered by a challenge or cost half the level a month for three months;
    /// a man in disgrace takes them as fair comment. Off (000): an insult is a cause to
    /// challenge, and costs nothing let pass.
    pub insults: bool,
    /// House rule (003 is silent): a challenge from a man whose insults the challenged could
    /// ignore (7.1.3's test) may be declined at no cost, the challenger gaining nothing (7.1.4:
    /// "Un caballero raramente se molestará en mantener su honor ante gente de fuera de su
    /// círculo social"). Off: declining it costs what declining any challenge with cause does.
    pub ignore_challenges_beneath_notice: bool,
    /// How an apology is ruled: it ends the quarrel at no cost (`rulebook`, a house rule of
    /// the English game) or as 003, 7.1.9-7.1.10 (`preux`).
    pub apologies: Apologies,
    /// House rule (003 says only that apologies "no tienen por qué ser aceptadas"): an
    /// apology the offended party's orders do not answer is accepted, as 7.3.5 presumes of
    /// surrenders ("aceptan rendiciones de su oponente"). False: refused.
    pub accept_apologies: bool,
    /// 003, 7.1.8: the challenged sets the terms (both fight with his weapon); a challenger
    /// who refuses them loses what declining costs. Off (000): each draws his own weapon, the
    /// challenger the one his challenge names.
    pub challenged_sets_terms: bool,
    /// 003, 7.2: seconds are hired (for the social level in crowns); a man with a second
    /// cannot have his surrender refused, and a man who refuses the surrender of a man without
    /// one becomes a cad and loses a level. Off (000): the order is refused, and a refused
    /// surrender is murder only if he kills.
    pub seconds: bool,
    /// What the insulter pays who declines the challenge of the man he insulted. 003, 7.1.5:
    /// "el ofensor debe a su vez aceptar el duelo ... o, a su vez, afrontar dicha pérdida de
    /// puntos de status", the loss just told, half the level "cada mes, acumulativa durante
    /// tres meses". `monthly` (003's reading, in *Preux*): as the man who lets an insult pass,
    /// the declining counting as the first month, until he challenges or fights him; `once`
    /// (the English game's, where insults cost nothing): what declining any challenge costs.
    pub insulter_declines: InsulterDeclines,
}

/// What the insulter pays who declines the challenge of the man he insulted.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InsulterDeclines {
    /// What declining any challenge costs, once.
    #[default]
    Once,
    /// 003, 7.1.5: half his level each month for three months, the declining the first.
    Monthly,
}

/// How an apology is ruled.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Apologies {
    /// House rule of the English game (000 says nothing of apologies): an apology ends the
    /// quarrel, at no cost to either.
    #[default]
    Rulebook,
    /// 003, 7.1.9-7.1.10: accepted, it counts as a duel the apologiser lost; refused, it costs
    /// him twice what declining would have.
    Preux,
}

impl Default for HonourRules {
    fn default() -> Self {
        HonourRules {
            insults: false,
            ignore_challenges_beneath_notice: false,
            apologies: Apologies::Rulebook,
            accept_apologies: true,
            challenged_sets_terms: false,
            seconds: false,
            insulter_declines: InsulterDeclines::Once,
        }
    }
}

impl HonourRules {
    /// *Preux et audacieux* (003, 7.1-7.2): insults, apologies, terms and seconds as it rules
    /// them (the house rules where it is silent keep their defaults).
    pub fn preux() -> Self {
        HonourRules {
            insults: true,
            apologies: Apologies::Preux,
            challenged_sets_terms: true,
            seconds: true,
            insulter_declines: InsulterDeclines::Monthly,
            ..HonourRules::default()
        }
    }
}
