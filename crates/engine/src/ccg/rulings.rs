//! Our rulings where the two rulebooks are silent, unclear or at odds (title, ruling in our
//! own words). Published on the rules page; each is tested in `tests/all/ccg_rulings.rs`.

pub const RULINGS: &[(&str, &str)] = &[
    (
        "One icon list, two rule sets",
        "Cards may be printed with either rule set's icons. Playing Licence to Kill, Cunning \
         counts as Quick Thinking and Strength as Hand-to-hand. Playing Basic, Quick Thinking \
         and Technology count as Cunning, Hand-to-hand as Strength, and Winter Sports as \
         Evasion. The Licence to Kill worked example itself still speaks of Cunning and \
         Strength; this mapping is how we read it.",
    ),
    (
        "Jaws and his Evasion icons",
        "The Licence to Kill example says Jaws needs three Evasion icons, but its totals after \
         the reveal add only one. The card wins: our Jaws requires three Evasion. Our tests \
         replay the worked example with our Jaws, and again with a one-Evasion Jaws of their \
         own to check the example's totals.",
    ),
    (
        "Copies of Obstacles",
        "Obstacles are never unique, so an Obstacle is never moved to the Plot Pile because a \
         copy is in play, in the set-up round or later.",
    ),
    (
        "Unique means face up in play",
        "A copy counts against uniqueness when it is face up in an Agency, in a Plot Zone or \
         attached to a card. Cards in hands, piles, rewards and face-down Plots do not count.",
    ),
    (
        "Winning a Personality over",
        "Each factor (PV, CV, and each required icon type) must be met by a single Bond card of \
         your Agency, counting its Q cards and attached Intrigue cards; different factors may be \
         met by different Bonds. A Personality in your Agency provides its icons.",
    ),
    (
        "Personalities and Agents in the other rule set",
        "Licence to Kill made the Ally Pam Bouvier an Agent. Playing Basic she is an Ally \
         Personality again, the one Agent card used in Basic; the other Agents are Licence to \
         Kill cards. A Personality in a Plot Zone counts its PV, CV and required icons like a \
         Henchman.",
    ),
    (
        "Face-down Plots",
        "Licence to Kill: a Plot keeps its Main Plot in descending order and within the type \
         limits whether it is placed face up or face down, as the rules say; the game offers only \
         the places that do. The one thing a face-down Plot may hide is a copy of a Unique Plot \
         already in play, which the rules allow knowingly: it is discarded when revealed if the \
         other copy is still on the table.",
    ),
    (
        "Which card is revealed",
        "Licence to Kill: the bottom-most face-down card of the Main Plot is revealed, as the \
         steps say. Face-down cards add no requirements until revealed.",
    ),
    (
        "Attacks and Charms from Intrigue cards",
        "An Attack or Charm played during a response window is settled at once. One used in \
         place of the On Assignment step opens its own response window first, in which the \
         cards for a Henchman Attack work as in one: a card for the target helps the one \
         attacked, a card for the assailant the attacker, and a card that calls an attack off \
         stops it. In Licence to Kill both sides roll a die, the higher value adding the difference, or the defender \
         adding one when the values are equal, as in a Henchman Attack.",
    ),
    (
        "Extra Plots from Intrigue cards",
        "A card granting an extra Subplot (Basic) lets one Plot of that type join a Main Plot \
         whatever its film or Plot Points. In Licence to Kill it raises that type's limit in one \
         Main Plot by one for a card placed face up.",
    ),
    (
        "The Basic Plot Pile",
        "When you draw, you choose how many cards to take from the top of your Plot Pile; the \
         rest come from your Draw Pile.",
    ),
    (
        "When a side is gone",
        "If the Bond On Assignment, the Main Plot faced or an attacker leaves play during a \
         response window, the assignment or attack ends with no result.",
    ),
    (
        "A spent Plot deck",
        "Licence to Kill: a Plot deck whose every card is in play or overcome leaves nothing to \
         reshuffle. Its player then draws no Plot card and adds none to the Plot Zone; play \
         goes on, and the game is still won only by reaching 60 Plot Points by overcoming.",
    ),
    (
        "The safety net",
        "A game still running after 60 turns per player is stopped and recorded as a draw, a \
         stalemate, whoever leads on points. It is a guard against endless play, not an \
         ending: the goal ends games long before, and simulations count every game it stops \
         as a stalemate.",
    ),
    (
        "Missions in Licence to Kill",
        "Missions are not unique in general (the card list says so), but starting Missions must \
         differ: a player whose every Mission is already taken starts with the Villain alone.",
    ),
    (
        "Skipping players who cannot answer",
        "By default every player is asked in every response window, even one with nothing to \
         play, so being asked gives nothing away. When starting a game you may choose to skip \
         players who cannot answer: a player whose only choice would be to pass then passes at \
         once, and that pass counts like any other, so the window closes just as it would \
         have. It saves time when people share one device, but a quick pass tells everyone \
         that this player holds no Intrigue card they could play there.",
    ),
];
