package imaging

import (
	"bytes"
	"compress/gzip"
	"context"
	_ "embed"
	"errors"
	"fmt"
	"image"
	"io"
	"sync"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/experimental"
	"github.com/tetratelabs/wazero/imports/wasi_snapshot_preview1"
)

// HEIC pixels are decoded by libheif and libde265 compiled to WebAssembly
// (heic_libheif.wasm.gz, from github.com/gen2brain/heic; see
// heic_libheif.md) and run by wazero, in pure Go: the binary stays static
// (CGO_ENABLED=0). gen2brain/heic itself is not imported: it also links
// purego, whose stand-in for cgo makes a CGO_ENABLED=0 build a dynamically
// linked executable. Run here, the decoder gets its own sandbox per photo,
// with a memory ceiling. It has no deadline: wazero interrupts running code
// only when built with WithCloseOnContextDone, which made decoding four to
// five times slower; the decoder's work grows with the file, bounded by
// MaxBytes, and Check bounds the pixels before it starts.

//go:embed heic_libheif.wasm.gz
var libheifWasm []byte

const (
	heifMemoryPages = 16_384 // 1 GiB of WebAssembly memory at most per decode
	heifAlign       = 16     // row alignment of the planes the module writes
)

// libheif colour spaces and chromas, as the module reports them.
const (
	heifColorspaceYCbCr      = 0
	heifColorspaceRGB        = 1
	heifColorspaceMonochrome = 2
	heifChroma420            = 1
	heifChroma422            = 2
	heifChroma444            = 3
)

var heifRuntime = sync.OnceValues(func() (*heifModule, error) {
	ctx := context.Background()
	rt := wazero.NewRuntimeWithConfig(ctx, wazero.NewRuntimeConfig().
		WithMemoryLimitPages(heifMemoryPages))
	if _, err := wasi_snapshot_preview1.Instantiate(ctx, rt); err != nil {
		return nil, err
	}
	zr, err := gzip.NewReader(bytes.NewReader(libheifWasm))
	if err != nil {
		return nil, err
	}
	code, err := io.ReadAll(zr)
	if err != nil {
		return nil, err
	}
	cm, err := rt.CompileModule(ctx, code)
	if err != nil {
		return nil, err
	}
	return &heifModule{rt: rt, cm: cm}, nil
})

type heifModule struct {
	rt wazero.Runtime
	cm wazero.CompiledModule
}

var errHEIFDecode = errors.New("heic: decode failed")

// decodeHEIC decodes the primary image of the HEIF file in r, with its
// rotation and mirroring (irot, imir) and clean aperture applied.
func decodeHEIC(r *bytes.Reader) (image.Image, error) {
	m, err := heifRuntime()
	if err != nil {
		return nil, fmt.Errorf("heic: start decoder: %w", err)
	}
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	// The module's memory, sized up front from the image: about 7 bytes a
	// pixel for a 12 MP photo, and the file twice.
	cfg, err := heifConfig(b)
	if err != nil {
		return nil, err
	}
	estimate := uint64(8*cfg.Width*cfg.Height + 2*len(b) + 16<<20)
	ctx := experimental.WithMemoryAllocator(context.Background(), experimental.MemoryAllocatorFunc(func(_, max uint64) experimental.LinearMemory {
		return &heifMemory{buf: make([]byte, 0, min(estimate, max)), max: max}
	}))
	// Anonymous, so that decodes can run side by side; _initialize runs the
	// library's constructors (a WASI reactor).
	mod, err := m.rt.InstantiateModule(ctx, m.cm, wazero.NewModuleConfig().WithName("").WithStartFunctions("_initialize"))
	if err != nil {
		return nil, fmt.Errorf("heic: %w", err)
	}
	defer mod.Close(ctx)
	mem := mod.Memory()
	malloc, decode := mod.ExportedFunction("malloc"), mod.ExportedFunction("decode")
	if mem == nil || malloc == nil || decode == nil {
		return nil, errHEIFDecode
	}
	alloc := func(n int) (uint32, error) {
		res, err := malloc.Call(ctx, uint64(n))
		if err != nil || len(res) != 1 || res[0] == 0 {
			return 0, errHEIFDecode
		}
		return api.DecodeU32(res[0]), nil
	}

	n := len(b)
	in, err := alloc(n)
	if err != nil {
		return nil, err
	}
	if !mem.Write(in, b) {
		return nil, errHEIFDecode
	}
	vars, err := alloc(4 * 5) // width, height, colour space, chroma, premultiplied
	if err != nil {
		return nil, err
	}
	call := func(configOnly bool, out uint32) ([5]uint32, error) {
		var v [5]uint32
		flag := uint64(0)
		if configOnly {
			flag = 1
		}
		res, err := decode.Call(ctx, uint64(in), uint64(n), flag,
			uint64(vars), uint64(vars+4), uint64(vars+8), uint64(vars+12), uint64(vars+16), uint64(out))
		if err != nil {
			return v, fmt.Errorf("heic: %w", err)
		}
		if len(res) != 1 || api.DecodeI32(res[0]) == 0 {
			return v, errHEIFDecode
		}
		for i := range v {
			var ok bool
			if v[i], ok = mem.ReadUint32Le(vars + uint32(4*i)); !ok {
				return v, errHEIFDecode
			}
		}
		return v, nil
	}
	v, err := call(true, 0)
	if err != nil {
		return nil, err
	}
	w, h, colorspace, chroma, premultiplied := int(v[0]), int(v[1]), v[2], v[3], v[4]
	if w <= 0 || h <= 0 || w > MaxSide || h > MaxSide || w*h > MaxPixels {
		return nil, ErrDimensions
	}
	rect := image.Rect(0, 0, w, h)
	align := func(x int) int { return (x + heifAlign - 1) &^ (heifAlign - 1) }

	// The module copies the planes with rows heifAlign-aligned: Y, then Cb
	// and Cr (YCbCr); one plane (grey); or interleaved RGBA (with alpha).
	var size, stride, cstride, ch int
	var ratio image.YCbCrSubsampleRatio
	switch colorspace {
	case heifColorspaceYCbCr:
		cw := w
		ch = h
		switch chroma {
		case heifChroma420:
			ratio, cw, ch = image.YCbCrSubsampleRatio420, (w+1)/2, (h+1)/2
		case heifChroma422:
			ratio, cw = image.YCbCrSubsampleRatio422, (w+1)/2
		case heifChroma444:
			ratio = image.YCbCrSubsampleRatio444
		default:
			return nil, errHEIFDecode
		}
		stride, cstride = align(w), align(cw)
		size = stride*h + 2*cstride*ch
	case heifColorspaceMonochrome:
		stride = align(w)
		size = stride * h
	case heifColorspaceRGB:
		stride = align(4 * w)
		size = stride * h
	default:
		return nil, errHEIFDecode
	}
	out, err := alloc(size)
	if err != nil {
		return nil, err
	}
	if v, err = call(false, out); err != nil {
		return nil, err
	}
	if int(v[0]) != w || int(v[1]) != h || v[2] != colorspace || v[3] != chroma {
		return nil, errHEIFDecode
	}
	pixels, ok := mem.Read(out, uint32(size))
	if !ok {
		return nil, errHEIFDecode
	}
	// A copy: the module's memory goes when it is closed.
	pix := bytes.Clone(pixels)
	switch colorspace {
	case heifColorspaceYCbCr:
		i0, i1 := stride*h, stride*h+cstride*ch
		return &image.YCbCr{Y: pix[:i0:i0], Cb: pix[i0:i1:i1], Cr: pix[i1:], YStride: stride, CStride: cstride, SubsampleRatio: ratio, Rect: rect}, nil
	case heifColorspaceMonochrome:
		return &image.Gray{Pix: pix, Stride: stride, Rect: rect}, nil
	}
	if premultiplied == 1 {
		return &image.RGBA{Pix: pix, Stride: stride, Rect: rect}, nil
	}
	return &image.NRGBA{Pix: pix, Stride: stride, Rect: rect}, nil
}

// heifMemory backs a decoder's WebAssembly memory with one buffer of the
// capacity given, doubled when the module outgrows it. wazero's own grows by
// reallocation, and allocated some 400 MB to decode a 12 MP photo whose
// module ends with 84 MB.
type heifMemory struct {
	buf []byte
	max uint64
}

func (m *heifMemory) Reallocate(size uint64) []byte {
	if size > m.max {
		return nil
	}
	if size > uint64(cap(m.buf)) {
		buf := make([]byte, size, min(m.max, max(size, 2*uint64(cap(m.buf)))))
		copy(buf, m.buf)
		m.buf = buf
	}
	m.buf = m.buf[:size]
	return m.buf
}

func (m *heifMemory) Free() { m.buf = nil }
