package rules

// AttackMode is AttackReasons(ctx).Mode() without the lists on the heap:
// a tactics policy previews every attack against every foe and reads
// only the verdict, and the lists were an allocation or two each time.
func AttackMode(ctx AttackContext) Mode {
	var adv, dis [12]string
	return attackReasons(ctx, Reasons{Adv: adv[:0], Dis: dis[:0]}).Mode()
}
