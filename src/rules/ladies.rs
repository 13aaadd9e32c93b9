//! The ladies of Paris, rolled at game creation (000, Mistresses): "as many mistresses ...
//! as there are players. ... Roll three dice to find each mistress's Social Level, then roll
//! one die for each attribute ... On a roll of one or two, that mistress has that attribute."

use crate::dice::Dice;
use crate::world::{Lady, LadyId};

/// Names for the ladies, in the order they are given (period French names).
pub const NAMES: [&str; 24] = [
    "Roxanne de Robin",
    "Juliette Labelle",
    "Constance Bonacieux",
    "Anne de Breuil",
    "Marie de Rohan",
    "Ninon de Lenclos",
    "Madeleine de Scudéry",
    "Louise de La Vallière",
    "Françoise d'Aubigné",
    "Hortense Mancini",
    "Athénaïs de Montespan",
    "Marion Delorme",
    "Angélique du Plessis",
    "Catherine de Vivonne",
    "Geneviève de Sévigné",
    "Charlotte de Montmorency",
    "Henriette de Coligny",
    "Isabelle de Gramont",
    "Diane de Poitou",
    "Élisabeth de Vendôme",
    "Gabrielle d'Estrées",
    "Claire-Clémence de Maillé",
    "Marguerite de Valois",
    "Suzanne de Nervèze",
];

/// Rolls `count` ladies: for each, 3d6 social level, then beauty, influence and wealth.
pub fn roll_ladies(count: usize, dice: &mut dyn Dice) -> Vec<Lady> {
    roll_ladies_besides(count, &[], dice)
}

/// Rolls `count` ladies whose names are none of `taken` (the ladies already in the game).
pub fn roll_ladies_besides(count: usize, taken: &[String], dice: &mut dyn Dice) -> Vec<Lady> {
    let taken: Vec<LadyId> = taken.iter().map(|n| LadyId::from_name(n)).collect();
    (0..)
        .map(|i| match NAMES.get(i) {
            Some(n) => n.to_string(),
            None => format!("{} ({})", NAMES[i % NAMES.len()], i / NAMES.len() + 1),
        })
        .filter(|name| !taken.contains(&LadyId::from_name(name)))
        .take(count)
        .map(|name| {
            let social_level = dice.sum(3) as u8;
            let beautiful = dice.d6() <= 2;
            let influential = dice.d6() <= 2;
            let wealthy = dice.d6() <= 2;
            Lady {
                social_level,
                beautiful,
                influential,
                wealthy,
                ..Lady::named(&name, social_level)
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::ScriptedDice;

    #[test]
    fn a_lady_has_3d6_social_level_and_attributes_on_one_or_two() {
        let mut dice = ScriptedDice::new([6, 5, 4, 1, 3, 2]);
        let lady = &roll_ladies(1, &mut dice)[0];
        assert_eq!(lady.social_level, 15);
        assert!(lady.beautiful && !lady.influential && lady.wealthy);
        assert_eq!(lady.id.as_str(), "roxanne_de_robin");
    }
}
